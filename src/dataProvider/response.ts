import { HttpError } from 'ra-core';
import { ApiError } from './apiError';
import { ERROR_CODES, SOMETHING_WENT_WRONG, isSessionErrorCode } from './errorCodes';
import { asObject, type Loose } from './objects';

interface Envelope {
  success: boolean;
  result?: unknown;
  error?: unknown;
}

/** A device-control answer `{success, result, error}`; platform answers are plain JSON. */
const isEnvelope = (body: unknown): body is Envelope => {
  const object = asObject(body);
  return object !== null && typeof object.success === 'boolean' && ('result' in object || 'error' in object);
};

/** The `{code, message}` part of a failed answer, whatever its shape. */
const errorDetail = (body: unknown): Loose | null => {
  const object = asObject(body);
  if (!object) return null;
  const nested = asObject(object.error);
  if (nested) return nested;
  return 'code' in object || 'message' in object ? object : null;
};

const hide = (text: string, secret: string | null): string =>
  secret ? text.split(secret).join('***') : text;

/**
 * Turns a failed answer into the error the console raises: session codes (or a bare 401) become an HttpError
 * with status 401; any other code an ApiError with a non-401 status. `secret` (the token) is masked out of
 * the message in case a server echoes it.
 */
export const responseError = (status: number, body: unknown, secret: string | null = null): HttpError => {
  const detail = errorDetail(body);
  const rawCode = detail?.code;
  // A proxy's own 413 (its HTML page, no code) is still "too large", never "something went wrong".
  const code =
    typeof rawCode === 'string' || typeof rawCode === 'number'
      ? rawCode
      : status === 413
        ? ERROR_CODES.TOO_LARGE
        : null;
  const rawMessage = typeof detail?.message === 'string' ? detail.message.trim() : '';
  const message = rawMessage ? hide(rawMessage, secret) : SOMETHING_WENT_WRONG;
  if (isSessionErrorCode(code) || (code === null && status === 401)) {
    return new HttpError(message, 401, { code: code ?? ERROR_CODES.INVALID_SESSION, message });
  }
  const httpStatus = status >= 400 ? status : 400;
  // Some answers say what the error is about (e.g. the headers of a refused sheet): kept as `params`.
  const params = asObject(detail?.params);
  return new ApiError(code ?? ERROR_CODES.OTHERS, message, httpStatus, {
    code: code ?? ERROR_CODES.OTHERS,
    message,
    ...(params ? { params } : {}),
  });
};

/** Reads an answer body: JSON when it parses, the text otherwise, null when empty. */
export const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The value a successful call yields, or the error a failed one raises: unwraps the envelope's result, passes
 * plain JSON through.
 */
export const settle = (status: number, ok: boolean, body: unknown, secret: string | null): unknown => {
  if (!ok || (isEnvelope(body) && !body.success)) throw responseError(status, body, secret);
  return isEnvelope(body) ? body.result : body;
};
