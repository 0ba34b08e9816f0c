import { describe, expect, it } from 'vitest';
import { createFakeHttpClient } from '../test/fakeHttpClient';
import { createTenantApi } from './tenant';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };
const RANGE = { rangeId: 'r1', name: 'Lab', firstIp: '10.0.0.1', lastIp: '10.0.0.9' };
const SETTINGS = {
  emailId: 'a@b.example',
  isEmailNotificationEnabled: true,
  enableQbicSecurity: true,
  language: 'en',
  allowKioskToManagePassword: false,
};

describe('tenant calls', () => {
  it('manage IP ranges with the documented calls', async () => {
    const { http, spy } = createFakeHttpClient({
      [`GET ${DC}/tenant/ranges`]: [RANGE],
      [`POST ${DC}/tenant/ranges`]: RANGE,
      [`PUT ${DC}/tenant/ranges`]: { ...RANGE, name: 'Hall' },
      [`DELETE ${DC}/tenant/ranges/?rangeId=r+1`]: { rangeId: 'r 1' },
    });
    const api = createTenantApi(http, urls);
    await expect(api.ipRanges()).resolves.toEqual([RANGE]);
    await expect(
      api.createIpRange({ name: 'Lab', firstIp: '10.0.0.1', lastIp: '10.0.0.9' }),
    ).resolves.toEqual(RANGE);
    await expect(api.updateIpRange({ ...RANGE, name: 'Hall' })).resolves.toMatchObject({ name: 'Hall' });
    await expect(api.deleteIpRange('r 1')).resolves.toBeUndefined();
    expect(spy.mock.calls[1][1]).toMatchObject({ method: 'POST', body: { name: 'Lab' } });
    expect(spy.mock.calls[2][1]).toMatchObject({ method: 'PUT', body: { rangeId: 'r1', name: 'Hall' } });
  });

  it('read and save tenant settings and ask for a new offline key', async () => {
    const { http, spy } = createFakeHttpClient({
      [`GET ${DC}/tenant/settings`]: { ...SETTINGS, offlineLoginKey: 'K1' },
      [`PUT ${DC}/tenant/settings`]: (options: { body: unknown }) => ({
        ...(options.body as object),
        offlineLoginKey: 'K1',
      }),
      [`POST ${DC}/tenant/offlineloginkey`]: 'K2',
    });
    const api = createTenantApi(http, urls);
    await expect(api.tenantSettings()).resolves.toMatchObject({ offlineLoginKey: 'K1' });
    await expect(api.saveTenantSettings({ ...SETTINGS, language: 'fr' })).resolves.toMatchObject({
      language: 'fr',
      offlineLoginKey: 'K1',
    });
    await expect(api.newOfflineLoginKey()).resolves.toBe('K2');
    expect(spy.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: { language: 'fr' } });
  });

  it('give an empty list for an empty answer', async () => {
    const { http } = createFakeHttpClient({ [`${DC}/tenant/ranges`]: null });
    await expect(createTenantApi(http, urls).ipRanges()).resolves.toEqual([]);
  });
});
