import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { ERROR_CODES, badRequest, fail, notFound } from './envelope';
import { errorText, type MockLogger } from './logger';

export const GENERIC_SERVER_ERROR = 'Something went wrong on the server';

/** Wraps a handler so that a thrown error or a rejected promise reaches the error handler. */
export const handle =
  (handler: (req: Request, res: Response, next: NextFunction) => unknown): RequestHandler =>
  (req, res, next) => {
    try {
      Promise.resolve(handler(req, res, next)).catch(next);
    } catch (error) {
      next(error);
    }
  };

export const unknownRoute: RequestHandler = (req, res) =>
  notFound(res, `Unknown route: ${req.method} ${req.path}`);

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

interface HttpLikeError {
  type?: unknown;
  status?: unknown;
  limit?: unknown;
}

/**
 * The last middleware: body parser failures become 400/413 envelopes; anything else a 500 envelope with a
 * generic message (the detail goes to the log, never to the client).
 */
export function errorHandler(bodyLimitBytes: number, logger: MockLogger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    const { type, status, limit } = (
      typeof error === 'object' && error !== null ? error : {}
    ) as HttpLikeError;
    if (type === 'entity.too.large') {
      // The limit of the parser that refused the body (a route may have a smaller one than the JSON API).
      const bytes = typeof limit === 'number' ? limit : bodyLimitBytes;
      return fail(res, 413, ERROR_CODES.TOO_LARGE, `The request body is over ${formatBytes(bytes)}`);
    }
    if (type === 'entity.parse.failed') return badRequest(res, 'The request body is not valid JSON');
    // Parser and router refusals (a bad gzip body, an undecodable path parameter) carry a 4xx status.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return badRequest(res, `The request could not be read (${errorText(error)})`);
    }
    logger.error(
      `${req.method} ${req.path} failed: ${error instanceof Error ? error.stack : errorText(error)}`,
    );
    fail(res, 500, ERROR_CODES.SERVER_ERROR, GENERIC_SERVER_ERROR);
  };
}
