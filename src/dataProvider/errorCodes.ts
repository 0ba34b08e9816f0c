import { API_ERROR_CODES } from '../contract/errorCodes';
import { asObject } from './objects';

const {
  SESSION_EXPIRED: SESSION_EXPIRED_CODE,
  INVALID_SESSION: INVALID_SESSION_CODE,
  SESSION_REVOKED: SESSION_REVOKED_CODE,
  ...API_CODES
} = API_ERROR_CODES;

/**
 * Every error code the console knows (000 §8, 001 §8), named once, and the translation key shown for each.
 * Numeric codes come from the platform and the device-control backend; text codes are error types of the
 * spec's catalogue or raised by the console itself (network, timeout, device pipeline).
 */
export const ERROR_CODES = {
  ...API_CODES,
  SESSION_EXPIRED_CODE,
  INVALID_SESSION_CODE,
  SESSION_REVOKED_CODE,
  INVALID_SESSION: 'INVALID_SESSION',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  OTHERS: 'OTHERS',
  USER_CANCELLATION: 'USER_CANCELLATION',
  QBIC_AUTH_FAILURE: 'QBIC_AUTH_FAILURE',
  QBIC_AUTHORIZATION_FAILURE: 'QBIC_AUTHORIZATION_FAILURE',
  UNLOCKABLE_DEVICE: 'UNLOCKABLE_DEVICE',
  UNREACHABLE_DEVICE: 'UNREACHABLE_DEVICE',
  DEVICE_NOT_FOUND: 'DEVICE_NOT_FOUND',
  SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
  ERROR_LOCKING_QBIC_DEVICE: 'ERROR_LOCKING_QBIC_DEVICE',
  ERROR_UNLOCKING_QBIC_DEVICE: 'ERROR_UNLOCKING_QBIC_DEVICE',
  QBIC_SECURITY_DISABLED: 'QBIC_SECURITY_DISABLED',
  DEVICE_REQUEST_FAILED: 'DEVICE_REQUEST_FAILED',
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  READ_ONLY_RESOURCE: 'READ_ONLY_RESOURCE',
  UNKNOWN_RESOURCE: 'UNKNOWN_RESOURCE',
  /** The records server refused an update made from an older version (someone changed the record since). */
  RECORD_CONFLICT: 'RECORD_CONFLICT',
  /** The records server cannot be reached or failed. */
  RECORDS_UNAVAILABLE: 'RECORDS_UNAVAILABLE',
  /** This platform keeps no records (config.json names no recordsUrl). */
  RECORDS_NOT_CONFIGURED: 'RECORDS_NOT_CONFIGURED',
} as const;

type KnownErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export type ErrorCode = KnownErrorCode | string | number;

/** Codes that mean the session is gone: the console signs out and goes to /login. */
const SESSION_CODES: ReadonlySet<string> = new Set(
  [
    ERROR_CODES.SESSION_EXPIRED_CODE,
    ERROR_CODES.INVALID_SESSION_CODE,
    ERROR_CODES.SESSION_REVOKED_CODE,
    ERROR_CODES.INVALID_SESSION,
    ERROR_CODES.SESSION_EXPIRED,
  ].map(String),
);

/** True for the session codes (numbers or their text form). */
export const isSessionErrorCode = (code: unknown): boolean =>
  (typeof code === 'string' || typeof code === 'number') && SESSION_CODES.has(String(code));

export const SOMETHING_WENT_WRONG = 'dm.errors.something_went_wrong';

/** The translation key of a code: `dm.errors.code.<code>`. */
export const codeKey = (code: string | number): string => `dm.errors.code.${code}`;

/** Codes whose server message says more than any fixed text: the message is shown as it is. */
const SHOWN_AS_MESSAGE: ReadonlySet<ErrorCode> = new Set([ERROR_CODES.OTHERS, ERROR_CODES.BAD_REQUEST]);

/** Translation key per code; aliases of one meaning share one key. */
const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map(
  Object.values(ERROR_CODES)
    .filter((code) => !SHOWN_AS_MESSAGE.has(code))
    .map((code): [string, string] => [String(code), codeKey(code)])
    .concat([
      [String(ERROR_CODES.SESSION_EXPIRED_CODE), codeKey(ERROR_CODES.SESSION_EXPIRED)],
      [String(ERROR_CODES.INVALID_SESSION_CODE), codeKey(ERROR_CODES.INVALID_SESSION)],
      [String(ERROR_CODES.SESSION_REVOKED_CODE), codeKey(ERROR_CODES.INVALID_SESSION)],
      [ERROR_CODES.QBIC_AUTH_FAILURE, codeKey(ERROR_CODES.QBIC_AUTHORIZATION_FAILURE)],
    ]),
);

/** Every translation key errorMessageKey can return, for the translation files and their test. */
export const ERROR_MESSAGE_KEYS: readonly string[] = [
  ...new Set([...MESSAGE_KEYS.values(), SOMETHING_WENT_WRONG]),
];

const nonEmptyText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The code an error carries: `code`, `errorCode` (unlink), `errorType`, or the HttpError body's. */
export const errorCodeOf = (error: unknown): string | number | null => {
  const object = asObject(error);
  if (!object) return null;
  const body = asObject(object.body);
  const candidates = [
    object.code,
    object.errorCode,
    object.errorType,
    body?.code,
    asObject(body?.error)?.code,
  ];
  const found = candidates.find((value) => typeof value === 'string' || typeof value === 'number');
  return (found as string | number | undefined) ?? null;
};

/**
 * The translation key to show for an error: the key of a known code, else the server's message if there is
 * one, else "Something went wrong". A cancelled request maps to the user-cancellation key.
 */
export const errorMessageKey = (error: unknown): string => {
  if (typeof error === 'string') return nonEmptyText(error) ?? SOMETHING_WENT_WRONG;
  const object = asObject(error);
  if (!object) return SOMETHING_WENT_WRONG;
  if (object.name === 'AbortError') return codeKey(ERROR_CODES.USER_CANCELLATION);
  const code = errorCodeOf(error);
  const known = code === null ? undefined : MESSAGE_KEYS.get(String(code));
  if (known) return known;
  return nonEmptyText(object.message) ?? nonEmptyText(object.errorMessage) ?? SOMETHING_WENT_WRONG;
};
