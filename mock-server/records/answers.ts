import type { ErrorRequestHandler, Response } from 'express';
import { RECORD_ERRORS, type RecordErrorBody, type RecordErrorCode } from '../../src/contract/records';
import { errorText, type MockLogger } from '../logger';

/** A refusal of the records API: the status and `{ code, message }` (no envelope: plain REST). */
export function refuse(
  res: Response,
  status: number,
  code: RecordErrorCode,
  message: string,
  current?: unknown,
): void {
  const body: RecordErrorBody = current === undefined ? { code, message } : { code, message, current };
  res.status(status).json(body);
}

/** Errors under the records base: unreadable bodies are 400/413, anything else 500 with no detail. */
export function recordsErrors(logger: MockLogger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    const { type, status } = (typeof error === 'object' && error !== null ? error : {}) as {
      type?: unknown;
      status?: unknown;
    };
    if (type === 'entity.too.large')
      return refuse(res, 413, RECORD_ERRORS.tooLarge, 'The request body is too large');
    if (type === 'entity.parse.failed')
      return refuse(res, 400, RECORD_ERRORS.invalid, 'The request body is not valid JSON');
    if (typeof status === 'number' && status >= 400 && status < 500)
      return refuse(res, 400, RECORD_ERRORS.invalid, 'The request could not be read');
    logger.error(`${req.method} ${req.originalUrl} failed: ${errorText(error)}`);
    refuse(res, 500, RECORD_ERRORS.unavailable, 'Something went wrong on the records server');
  };
}
