import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PERMISSIONS } from '../domain/permissions';
import { askDeviceListEarly } from './earlyDeviceList';

const urls = { platform: () => 'http://platform.test', dc: () => 'http://dc.test/' };

/** The deps of one start: a session the console's own checks accept or refuse, and the permissions stored. */
const start = async (
  path: string,
  { valid = true, permissions = [ADMIN_PERMISSIONS[0]] as string[] } = {},
) => {
  const early = { ask: vi.fn(), take: vi.fn() };
  const auth = {
    checkAuth: vi.fn(async () => {
      if (!valid) throw new Error('ra.auth.auth_check_error');
    }),
    getPermissions: vi.fn(async () => permissions),
  };
  await askDeviceListEarly(path, { auth, early, urls });
  return early.ask.mock.calls;
};

describe('the device list asked for while the console starts', () => {
  it('is asked for when the console opens on the Devices tab with a session it accepts', async () => {
    const asked = [['http://dc.test/device/all', { large: true }]];
    expect(await start('/kiosk/devices')).toEqual(asked);
    expect(await start('/kiosk/devices/')).toEqual(asked);
    expect(await start('/kiosk')).toEqual(asked);
  });

  it('is not asked for on any other page', async () => {
    for (const path of ['/', '/login', '/kiosk/qbic', '/kiosk/devices/d1', '/workplace'])
      expect(await start(path)).toEqual([]);
  });

  it('is not asked for without a session, with an expired one, or for a person the kiosk area turns away', async () => {
    expect(await start('/kiosk/devices', { valid: false })).toEqual([]);
    expect(await start('/kiosk/devices', { permissions: [] })).toEqual([]);
  });
});
