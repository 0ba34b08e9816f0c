import type { RolloutReason } from '../../domain/rollout/types';
import { toDeviceError, type DeviceErrorCode } from '../errors';

const BY_CODE: Partial<Record<DeviceErrorCode, RolloutReason>> = {
  SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'wrongSerial',
  UNREACHABLE_DEVICE: 'unreachable',
  DEVICE_NOT_FOUND: 'unreachable',
};

/** A player no known password opens, and whose password was not entered (none asked, or the prompt cancelled). */
const LOCKED: ReadonlySet<DeviceErrorCode> = new Set([
  'UNLOCKABLE_DEVICE',
  'QBIC_AUTHORIZATION_FAILURE',
  'USER_CANCELLATION',
]);

/**
 * Why a player step failed, in the rollout's words, with the player's own detail when it gave one. A player
 * whose password was not entered is locked by someone else, or holds the password this console gave it
 * (`lockedByConsole`): which one it is, is said.
 */
export function reasonFor(
  error: unknown,
  step: 'prepare' | 'upload' | 'reboot',
  lockedByConsole = false,
): { reason: RolloutReason; detail?: string } {
  const failure = toDeviceError(error);
  if (LOCKED.has(failure.code)) return { reason: lockedByConsole ? 'ownPassword' : 'lockedByOther' };
  const named = BY_CODE[failure.code];
  if (named) return { reason: named };
  const status = failure.status ?? 0;
  if (step === 'upload' && status >= 400 && status < 500)
    return { reason: 'refusedFile', detail: failure.detail };
  return { reason: 'failed', detail: failure.detail ?? failure.code };
}
