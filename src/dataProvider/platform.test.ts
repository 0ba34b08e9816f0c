import { describe, expect, it } from 'vitest';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { createPlatformApi } from './platform';

const P = 'http://platform.test/';
const urls = { platform: () => P, dc: () => 'http://dc.test' };

describe('platform calls', () => {
  it('call the documented URLs, with a bearer header except for sign-in and server info', async () => {
    const user = { id: 'u1', name: 'Alex', organization: { id: 'acme', name: 'Acme' } };
    const { http, spy } = createFakeHttpClient({
      'GET http://platform.test/rest/serverinfo': { apiUrl: 'http://api.test' },
      'POST http://platform.test/rest/v2/auth/login': { accessToken: 't' },
      'GET http://platform.test/rest/v2/auth/users/me': user,
      'POST http://platform.test/rest/v2/auth/logout': null,
      'POST http://platform.test/rest/auth/renew?app=dc': { accessToken: 't2' },
      'GET http://platform.test/rest/v2/auth/ssosettings/globex%20eu': { provider: 'saml' },
    });
    const api = createPlatformApi(http, urls);
    await expect(api.serverInfo()).resolves.toEqual({ apiUrl: 'http://api.test' });
    await expect(api.login({ username: 'admin', password: 'demo', fingerprint: 'fp' })).resolves.toEqual({
      accessToken: 't',
    });
    await expect(api.me()).resolves.toEqual(user);
    await expect(api.logout()).resolves.toBeUndefined();
    await expect(api.renew('fp')).resolves.toEqual({ accessToken: 't2' });
    await expect(api.ssoSettings('globex eu')).resolves.toEqual({ provider: 'saml' });
    expect(requestsOf(spy)).toHaveLength(6);

    const optionsOf = (index: number) => spy.mock.calls[index][1];
    expect(optionsOf(0)).toMatchObject({ auth: false });
    expect(optionsOf(1)).toMatchObject({
      auth: false,
      body: { username: 'admin', password: 'demo', fingerprint: 'fp' },
    });
    expect(optionsOf(2)?.auth).toBeUndefined();
    expect(optionsOf(4)).toMatchObject({ body: { fingerprint: 'fp' } });
    expect(optionsOf(4)?.auth).toBeUndefined();
  });

  it('pass the caller signal through', async () => {
    const { http, spy } = createFakeHttpClient({ [`${P}rest/v2/auth/users/me`]: {} });
    const controller = new AbortController();
    await createPlatformApi(http, urls).me({ signal: controller.signal });
    expect(spy.mock.calls[0][1]?.signal).toBe(controller.signal);
  });

  it('exchange a one-time sign-in code with the fingerprint, without a bearer header', async () => {
    const { http, spy } = createFakeHttpClient({
      'POST http://platform.test/rest/v2/auth/code': { accessToken: 't3' },
    });
    await expect(createPlatformApi(http, urls).exchangeCode('code-123456', 'fp')).resolves.toEqual({
      accessToken: 't3',
    });
    expect(spy.mock.calls[0][1]).toMatchObject({
      auth: false,
      body: { code: 'code-123456', fingerprint: 'fp' },
    });
  });
});
