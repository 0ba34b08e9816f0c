import type { Response } from 'express';

import { API_ERROR_CODES, type ApiErrorCode } from '../src/contract/errorCodes';

/** Error codes the mock answers with: the table the console translates (src/contract/errorCodes.ts). */
export const ERROR_CODES = API_ERROR_CODES;
export type MockErrorCode = ApiErrorCode;

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
