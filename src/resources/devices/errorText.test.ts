import { describe, expect, it } from 'vitest';
import { isDeviceGone } from './errorText';

describe('isDeviceGone', () => {
  it('is true for a "not found" answer, however the error carries its code', () => {
    expect(isDeviceGone({ code: 10404, message: 'Device d-1 not found' })).toBe(true);
    expect(isDeviceGone({ body: { error: { code: 10404 } } })).toBe(true);
  });

  it('is false for every other failure: a conflict, an offline device, a network error, nothing', () => {
    expect(isDeviceGone({ code: 50004 })).toBe(false);
    expect(isDeviceGone({ code: 50001 })).toBe(false);
    expect(isDeviceGone({ code: 'NETWORK_ERROR' })).toBe(false);
    expect(isDeviceGone(new Error('Failed to fetch'))).toBe(false);
    expect(isDeviceGone(undefined)).toBe(false);
  });
});
