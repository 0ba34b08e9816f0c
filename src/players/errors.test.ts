import { describe, expect, it } from 'vitest';
import { errorMessageKey } from '../dataProvider/errorCodes';
import {
  DEVICE_ERROR_CODES,
  DeviceError,
  deviceErrorKey,
  deviceFailureKind,
  isDeviceError,
  relabel,
  toDeviceError,
} from './errors';

describe('device errors', () => {
  it('use the console error catalogue keys, so the shared error message lookup knows them', () => {
    expect(deviceErrorKey('UNREACHABLE_DEVICE')).toBe('dm.errors.code.UNREACHABLE_DEVICE');
    expect(errorMessageKey(new DeviceError('UNLOCKABLE_DEVICE'))).toBe('dm.errors.code.UNLOCKABLE_DEVICE');
  });

  it("carry the player's detail as their message, else the code", () => {
    const refused = new DeviceError('DEVICE_REQUEST_FAILED', {
      status: 400,
      detail: 'invalid firmware image',
    });
    expect(refused.message).toBe('invalid firmware image');
    expect(new DeviceError('UNREACHABLE_DEVICE').message).toBe('UNREACHABLE_DEVICE');
    expect(isDeviceError(refused, 'DEVICE_REQUEST_FAILED')).toBe(true);
    expect(isDeviceError(refused, 'UNREACHABLE_DEVICE')).toBe(false);
  });

  it('wrap anything thrown, and relabel a failed step unless the player was unreachable or the user cancelled', () => {
    const wrapped = toDeviceError(new TypeError('x'));
    expect(wrapped.code).toBe('DEVICE_REQUEST_FAILED');
    expect(wrapped.cause).toBeInstanceOf(TypeError);
    const failed = new DeviceError('DEVICE_REQUEST_FAILED', { status: 400, detail: 'too short' });
    expect(relabel(failed, 'ERROR_LOCKING_QBIC_DEVICE')).toMatchObject({
      code: 'ERROR_LOCKING_QBIC_DEVICE',
      status: 400,
      detail: 'too short',
    });
    expect(relabel(new DeviceError('UNREACHABLE_DEVICE'), 'ERROR_LOCKING_QBIC_DEVICE').code).toBe(
      'UNREACHABLE_DEVICE',
    );
    expect(relabel(new DeviceError('USER_CANCELLATION'), 'ERROR_UNLOCKING_QBIC_DEVICE').code).toBe(
      'USER_CANCELLATION',
    );
  });

  it('classify a player that does not answer as offline, never as refused', () => {
    expect(deviceFailureKind('UNREACHABLE_DEVICE')).toBe('offline');
    expect(deviceFailureKind('QBIC_AUTHORIZATION_FAILURE')).toBe('authentication');
    expect(deviceFailureKind('UNLOCKABLE_DEVICE')).toBe('authentication');
    expect(deviceFailureKind('USER_CANCELLATION')).toBe('cancelled');
    expect(deviceFailureKind('ERROR_LOCKING_QBIC_DEVICE')).toBe('failed');
    expect(deviceFailureKind('DEVICE_REQUEST_FAILED')).toBe('failed');
    const offline = DEVICE_ERROR_CODES.filter((code) => deviceFailureKind(code) === 'offline');
    expect(offline).toEqual(['UNREACHABLE_DEVICE']);
  });
});
