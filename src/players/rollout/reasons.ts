import type { RolloutReason } from '../../domain/rollout/types';
import { toDeviceError, type DeviceErrorCode } from '../errors';

const BY_CODE: Partial<Record<DeviceErrorCode, RolloutReason>> = {
  SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'wrongSerial',
  UNLOCKABLE_DEVICE: 'lockedByOther',
  QBIC_AUTHORIZATION_FAILURE: 'lockedByOther',
  UNREACHABLE_DEVICE: 'unreachable',
  DEVICE_NOT_FOUND: 'unreachable',
};

/** Why a player step failed, in the rollout's words, with the player's own detail when it gave one. */
export function reasonFor(
  error: unknown,
  step: 'prepare' | 'upload' | 'reboot',
): { reason: RolloutReason; detail?: string } {
  const failure = toDeviceError(error);
  const named = BY_CODE[failure.code];
  if (named) return { reason: named };
  const status = failure.status ?? 0;
  if (step === 'upload' && status >= 400 && status < 500)
    return { reason: 'refusedFile', detail: failure.detail };
  return { reason: 'failed', detail: failure.detail ?? failure.code };
}
