import { describe, expect, it } from 'vitest';
import { createFakeHttpClient } from '../test/fakeHttpClient';
import { createDcAuthApi } from './dcAuth';

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
