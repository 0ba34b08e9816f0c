import { describe, expect, it } from 'vitest';
import { createFakeHttpClient } from '../test/fakeHttpClient';
import { ApiError } from './apiError';
import { createDcAuthApi, dcLoginUrls } from './dcAuth';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };

describe('device-control person and language calls', () => {
  it('call the documented URLs and bodies', async () => {
    const languages = [{ code: 'fr', nativeReference: 'Français', reference: 'French' }];
    const { http, spy } = createFakeHttpClient({
      [`GET ${DC}/people/details`]: { fullName: 'Alex Morgan', pictureThumbnail: null },
      [`GET ${DC}/languages/all`]: languages,
      [`PUT ${DC}/languages/`]: true,
      [`GET ${DC}/translations?lang=nl`]: { dm: { hello: 'hallo' } },
      [`GET ${DC}/auth/init`]: { userId: 'u1', tenantId: 'acme', tenantName: 'Acme' },
    });
    const api = createDcAuthApi(http, urls);
    await expect(api.peopleDetails()).resolves.toEqual({ fullName: 'Alex Morgan', pictureThumbnail: null });
    await expect(api.languages()).resolves.toEqual(languages);
    await expect(api.setLanguage('de')).resolves.toBeUndefined();
    await expect(api.translations('nl')).resolves.toEqual({ dm: { hello: 'hallo' } });
    expect(spy.mock.calls[2][1]).toMatchObject({ method: 'PUT', body: { lang: 'de' } });
    await expect(api.init()).resolves.toEqual({ userId: 'u1', tenantId: 'acme', tenantName: 'Acme' });
  });

  it('give empty collections for empty answers', async () => {
    const { http } = createFakeHttpClient({
      [`${DC}/languages/all`]: null,
      [`${DC}/translations?lang=sv`]: null,
    });
    const api = createDcAuthApi(http, urls);
    await expect(api.languages()).resolves.toEqual([]);
    await expect(api.translations('sv')).resolves.toEqual({});
  });
});

describe('device-control rights and sign-in', () => {
  it('asks hasRights with the sign-in name and the token in the authtoken header, no bearer', async () => {
    const { http, spy } = createFakeHttpClient({ [`GET ${DC}/auth/hasRights?username=ad+min`]: true });
    await expect(createDcAuthApi(http, urls).hasRights('ad min', 'tok')).resolves.toBe(true);
    expect(spy.mock.calls[0][1]).toMatchObject({ auth: false, headers: { authtoken: 'tok' } });
    const refused = createFakeHttpClient({ [`${DC}/auth/hasRights?username=viewer`]: false });
    await expect(createDcAuthApi(refused.http, urls).hasRights('viewer', 'tok')).resolves.toBe(false);
  });

  it('signs in at auth/login below the device-control address, and at /auth/login when that has none', async () => {
    const under = { platform: urls.platform, dc: () => 'https://host.test/dc/' };
    expect(dcLoginUrls(under.dc())).toEqual([
      'https://host.test/dc/auth/login',
      'https://host.test/auth/login',
    ]);
    expect(dcLoginUrls(DC)).toEqual([`${DC}/auth/login`]);
    const result = { url: 'https://login.test/login', isCaptchaRequired: true, mustChangePassword: false };
    const request = { username: 'captcha', returnUrl: 'https://console.test/login?app=dc' };
    const { http, spy } = createFakeHttpClient({
      'POST https://host.test/dc/auth/login': () => {
        throw new ApiError(10404, 'Not found', 404);
      },
      'POST https://host.test/auth/login': result,
    });
    await expect(createDcAuthApi(http, under).dcLogin(request)).resolves.toEqual(result);
    expect(spy.mock.calls.map(([url]) => url)).toEqual([
      'https://host.test/dc/auth/login',
      'https://host.test/auth/login',
    ]);
    expect(spy.mock.calls[1][1]).toMatchObject({ method: 'POST', body: request, auth: false });
  });

  it('tries no fallback when the sign-in failed otherwise, or has none', async () => {
    const under = { platform: urls.platform, dc: () => 'https://host.test/dc' };
    const request = { username: 'admin', returnUrl: 'https://console.test/login' };
    const down = createFakeHttpClient({
      'POST https://host.test/dc/auth/login': () => {
        throw new ApiError(10500, 'Server error', 500);
      },
    });
    await expect(createDcAuthApi(down.http, under).dcLogin(request)).rejects.toMatchObject({ status: 500 });
    expect(down.spy).toHaveBeenCalledTimes(1);
    const root = createFakeHttpClient({
      [`POST ${DC}/auth/login`]: () => {
        throw new ApiError(10404, 'Not found', 404);
      },
    });
    await expect(createDcAuthApi(root.http, urls).dcLogin(request)).rejects.toMatchObject({ status: 404 });
    expect(root.spy).toHaveBeenCalledTimes(1);
  });
});
