// `npm run records`: the console's records on a server of their own, trusting the platform's tokens (cliOptions.ts).
import { errorText, type MockLogger } from '../logger';
import { RECORDS_USAGE, recordsOptionsFrom } from './cliOptions';
import { startRecordsServer } from './server';

const logger: MockLogger = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
};

async function main(): Promise<void> {
  const options = recordsOptionsFrom(process.argv.slice(2));
  const server = await startRecordsServer({ ...options, logger });
  logger.info(
    `Records server: ${server.recordsUrl} (data ${options.dataFile}), trusting tokens of ${options.platformUrl} ` +
      `for ${options.trustSeconds} s after the platform confirms them. Name it as "recordsUrl" in config.json.`,
  );
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`The records could not be written at close: ${errorText(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  console.error(RECORDS_USAGE);
  process.exit(2);
});
