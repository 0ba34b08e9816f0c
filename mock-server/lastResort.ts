import { errorText, type MockLogger } from './logger';

const detail = (error: unknown): string =>
  error instanceof Error && error.stack ? error.stack : errorText(error);

/**
 * The process-level last resort of the command lines (`npm run mock`, `npm run fleet`): an error no request
 * handler caught is logged, and the servers keep answering everyone else. Request handlers still answer their
 * own errors; this only keeps one forgotten stream from taking the platform and every player down.
 */
export function keepServing(logger: MockLogger, target: NodeJS.Process = process): void {
  target.on('uncaughtException', (error) =>
    logger.error(`Uncaught error, the mock keeps serving: ${detail(error)}`),
  );
  target.on('unhandledRejection', (reason) =>
    logger.error(`Unhandled rejection, the mock keeps serving: ${detail(reason)}`),
  );
}
