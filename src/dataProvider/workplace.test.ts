import { describe, expect, it, vi } from 'vitest';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { createWorkplaceApi } from './workplace';
import { defaultWorkplaceFeatures, defaultWorkplaceTheme } from '../domain/workplace/types';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };
const DRAFT = { theme: defaultWorkplaceTheme(), features: defaultWorkplaceFeatures(), lastModified: 7 };

describe('workplace calls', () => {
  it('use the documented paths and methods', async () => {
    const { http, spy } = createFakeHttpClient({
      [`GET ${DC}/tenant/workplace/settings`]: { emailIDs: '', isPreviewEnabled: false, users: [] },
      [`PUT ${DC}/tenant/workplace/settings`]: (options: { body: unknown }) => options.body,
      [`GET ${DC}/tenant/users?search=z%C3%B6e+m`]: null,
      [`GET ${DC}/rest/workplace/admin/config?preview=0`]: { ...DRAFT, isPreviewEnabled: false },
      [`GET ${DC}/rest/workplace/admin/config?preview=1`]: { ...DRAFT, isPreviewEnabled: true },
      [`PUT ${DC}/rest/workplace/config`]: DRAFT,
      [`POST ${DC}/rest/workplace/preview`]: DRAFT,
      [`DELETE ${DC}/rest/workplace/preview`]: DRAFT,
      [`GET ${DC}/rest/workplace/lastmodified`]: { lastModified: 9 },
      [`GET ${DC}/tenant/preferences`]: { defaultApp: null },
      [`POST ${DC}/tenant/preferences`]: { defaultApp: 'KIOSK' },
    });
    const api = createWorkplaceApi(http, urls);
    await api.workplaceSettings();
    await api.saveWorkplaceSettings({ emailIDs: 'u1', isPreviewEnabled: true });
    await expect(api.searchUsers('zöe m')).resolves.toEqual([]);
    expect((await api.workplaceConfig(false)).isPreviewEnabled).toBe(false);
    expect((await api.workplaceConfig(true)).isPreviewEnabled).toBe(true);
    await api.saveWorkplaceConfig(DRAFT);
    await api.pushWorkplacePreview(DRAFT);
    await api.discardWorkplacePreview();
    await expect(api.workplaceLastModified()).resolves.toBe(9);
    await api.tenantPreferences();
    await api.saveTenantPreferences({ defaultApp: 'KIOSK' });
    expect(requestsOf(spy)).toHaveLength(11);
    expect(spy.mock.calls[5][1]).toMatchObject({ method: 'PUT', body: DRAFT });
  });

  it('upload a logo as multipart with its theme and configuration, answering the file name', async () => {
    const upload = vi.fn(async () => ({ upload: { fileName: 'acme-1.png' } }));
    const api = createWorkplaceApi(createFakeHttpClient({}).http, urls, upload as never);
    const onProgress = vi.fn();
    const file = new File([new Uint8Array([1, 2])], 'logo.png', { type: 'image/png' });
    await expect(api.uploadWorkplaceMedia(file, 'brand dark', 'PREVIEW', { onProgress })).resolves.toEqual({
      fileName: 'acme-1.png',
      url: `${DC}/rest/workplace/media/acme-1.png`,
    });
    const [url, form, options] = upload.mock.calls[0] as unknown as [string, FormData, object];
    expect(url).toBe(`${DC}/rest/workplace/media?theme=brand+dark&config=PREVIEW`);
    expect((form.get('file') as File).name).toBe('logo.png');
    expect(options).toEqual({ onProgress });
  });
});
