import { codeKey } from '../dataProvider/errorCodes';

/**
 * Named errors of player operations (001 §8, 000 §8), plus two the console needs to say what happened:
 * QBIC_SECURITY_DISABLED (lock refused by the tenant setting) and DEVICE_REQUEST_FAILED (the player answered
 * something other than 200; its `detail` is carried). USER_CANCELLATION covers a cancelled password prompt
 * and a cancelled run alike.
 */
export const DEVICE_ERROR_CODES = [
  'UNREACHABLE_DEVICE',
  'UNLOCKABLE_DEVICE',
  'USER_CANCELLATION',
  'QBIC_AUTHORIZATION_FAILURE',
  'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
  'DEVICE_NOT_FOUND',
  'ERROR_LOCKING_QBIC_DEVICE',
  'ERROR_UNLOCKING_QBIC_DEVICE',
  'QBIC_SECURITY_DISABLED',
  'DEVICE_REQUEST_FAILED',
] as const;
export type DeviceErrorCode = (typeof DEVICE_ERROR_CODES)[number];

export interface DeviceErrorDetails {
  /** The HTTP status the player answered, when it answered. */
  status?: number;
  /** The player's own explanation (its `detail` field), shown as is. */
  detail?: string;
  cause?: unknown;
}

/**
 * A failed player call. The message is the player's detail when it gave one, else the code: never a
 * password, token or URL.
 */
export class DeviceError extends Error {
  readonly code: DeviceErrorCode;
  readonly status?: number;
  readonly detail?: string;

  constructor(code: DeviceErrorCode, details: DeviceErrorDetails = {}) {
    super(details.detail ?? code, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DeviceError';
    this.code = code;
    this.status = details.status;
    this.detail = details.detail;
  }
}

export function isDeviceError(error: unknown, code?: DeviceErrorCode): error is DeviceError {
  return error instanceof DeviceError && (code === undefined || error.code === code);
}

/**
 * What a failure means to the person, whatever the action (lock, unlock, reboot, configuration): the player did
 * not answer (switched off, off the network or restarting), it refused the passwords, the run was cancelled, or
 * it answered and the call failed.
 */
export type DeviceFailureKind = 'offline' | 'authentication' | 'cancelled' | 'failed';

const FAILURE_KINDS: Partial<Record<DeviceErrorCode, DeviceFailureKind>> = {
  UNREACHABLE_DEVICE: 'offline',
  QBIC_AUTHORIZATION_FAILURE: 'authentication',
  UNLOCKABLE_DEVICE: 'authentication',
  USER_CANCELLATION: 'cancelled',
};

export const deviceFailureKind = (code: DeviceErrorCode): DeviceFailureKind =>
  FAILURE_KINDS[code] ?? 'failed';

/** The translation key of an error code, in the console's error catalogue: `dm.errors.code.<CODE>`. */
export function deviceErrorKey(code: DeviceErrorCode): string {
  return codeKey(code);
}

/** Any thrown value as a DeviceError (a DeviceError stays as it is). */
export function toDeviceError(
  error: unknown,
  fallback: DeviceErrorCode = 'DEVICE_REQUEST_FAILED',
): DeviceError {
  return error instanceof DeviceError ? error : new DeviceError(fallback, { cause: error });
}

/** Re-labels a failure of a step (e.g. setting a password) while keeping errors that say more. */
export function relabel(error: unknown, code: DeviceErrorCode): DeviceError {
  const known = toDeviceError(error);
  if (known.code === 'UNREACHABLE_DEVICE' || known.code === 'USER_CANCELLATION') return known;
  return new DeviceError(code, { status: known.status, detail: known.detail, cause: known });
}
