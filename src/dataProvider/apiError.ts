import { HttpError } from 'ra-core';
import { codeKey, type ErrorCode } from './errorCodes';

/**
 * An error the server (or the network) reported that is not a session error. Its status is never 401, so
 * react-admin's checkError never signs anyone out because of it.
 */
export class ApiError extends HttpError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, status: number, body: unknown = null) {
    super(message, status === 401 ? 400 : status, body ?? { code, message });
    // HttpError pins its own prototype; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** An error the console raises itself (network, timeout, unsupported call); its message is the code's key. */
export const consoleError = (code: ErrorCode, status = 0): ApiError =>
  new ApiError(code, codeKey(code), status);
