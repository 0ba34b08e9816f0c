import type { Response } from 'express';

/** Error codes the mock answers with (mock side; the console names them in src/dataProvider/errorCodes.ts). */
export const ERROR_CODES = {
  INVALID_CREDENTIALS: 10001,
  SESSION_EXPIRED: 10005,
  INVALID_SESSION: 10006,
  BAD_REQUEST: 10400,
  PERMISSION_DENIED: 10403,
  NOT_FOUND: 10404,
  TOO_LARGE: 10413,
  SERVER_ERROR: 10500,
  INVALID_URL: 60002,
  THEME_CONFLICT: 60011,
  DUPLICATE_THEME_LABEL: 60012,
  THEME_IN_USE: 60013,
  PROFILE_CONFLICT: 70010,
  PROFILE_IN_USE: 70011,
  CONTENT_CONFLICT: 80001,
  DUPLICATE_CONTENT_RULE: 80004,
  IP_RANGE_INVALID_ADDRESS: 90001,
  IP_RANGE_FIRST_AFTER_LAST: 90002,
  IP_RANGE_TOO_LARGE: 90003,
  IP_RANGE_OVERLAP: 90004,
  DEVICE_OFFLINE: 50001,
  DEVICE_NOT_CONFIGURED: 50002,
  CONFIGURATION_EXISTS: 50003,
  TOO_MANY_USERS: 12403,
  WORKPLACE_CONFIG_MODIFIED: 12409,
} as const;
export type MockErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface Envelope<T> {
  success: boolean;
  result: T | null;
  error: { code: number; message: string } | null;
}

export const okBody = <T>(result: T): Envelope<T> => ({ success: true, result, error: null });

export const failBody = (code: MockErrorCode, message: string): Envelope<never> => ({
  success: false,
  result: null,
  error: { code, message },
});

/** A DC success answer: HTTP 200 with the envelope around `result`. */
export function ok<T>(res: Response, result: T): void {
  res.status(200).json(okBody(result));
}

/** A failure answer (DC and platform alike): the given HTTP status with the envelope's error. */
export function fail(res: Response, status: number, code: MockErrorCode, message: string): void {
  res.status(status).json(failBody(code, message));
}

export const badRequest = (res: Response, message: string): void =>
  fail(res, 400, ERROR_CODES.BAD_REQUEST, message);

export const notFound = (res: Response, message: string): void =>
  fail(res, 404, ERROR_CODES.NOT_FOUND, message);
