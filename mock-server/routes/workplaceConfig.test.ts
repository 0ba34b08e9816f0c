import { describe, expect, it } from 'vitest';
import {
  defaultWorkplaceFeatures,
  defaultWorkplaceTheme,
  type WorkplaceConfig,
} from '../../src/domain/workplace/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';
import { postLogo } from '../test/logoUpload';

const { start, dir } = mockServers();
type Either<T> = { success: boolean; result: T; error: ErrorBody['error'] };

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
};

const readConfig = async (url: string, token: string, preview: 0 | 1) =>
  (await call<OkBody<WorkplaceConfig>>(url, `/rest/workplace/admin/config?preview=${preview}`, { token }))
    .body.result;
const draftOf = (config: WorkplaceConfig, accentColor: string) => ({
  theme: { ...config.theme, accentColor },
  features: config.features,
  lastModified: config.lastModified,
});
const write = (url: string, token: string, method: 'PUT' | 'POST', body: unknown) =>
  call<Either<WorkplaceConfig>>(
    url,
    method === 'PUT' ? '/rest/workplace/config' : '/rest/workplace/preview',
    {
      method,
      token,
      body,
    },
  );

async function upload(
  url: string,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  query = 'theme=dark&config=DEFAULT',
) {
  const response = await postLogo(url, token, bytes, query);
  return {
    status: response.status,
    body: (await response.json()) as Either<{ upload: { fileName: string; url: string } }>,
  };
}

describe('workplace configuration', () => {
  it('answers the defaults, then keeps a save, per tenant and across a restart', async () => {
    const folder = await dir();
    const dbFile = `${folder}/db.json`;
    const first = await start({ dbFile });
    const token = await signIn(first.url, 'admin');
    const live = await readConfig(first.url, token, 0);
    expect(live).toMatchObject({
      theme: defaultWorkplaceTheme(),
      features: defaultWorkplaceFeatures(),
      isPreviewEnabled: false,
    });
    const saved = await write(first.url, token, 'PUT', draftOf(live, '#aa0000'));
    expect(saved.status).toBe(200);
    expect(saved.body.result.theme.accentColor).toBe('#aa0000');
    expect(saved.body.result.lastModified).toBeGreaterThan(live.lastModified);
    const globex = await signIn(first.url, 'globex-admin');
    expect((await readConfig(first.url, globex, 0)).theme.accentColor).toBe(
      defaultWorkplaceTheme().accentColor,
    );
    await first.close();
    const second = await start({ dbFile });
    expect((await readConfig(second.url, await signIn(second.url, 'admin'), 0)).theme.accentColor).toBe(
      '#aa0000',
    );
  });

  it('keeps a preview apart from the live configuration until it is saved or discarded', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const live = await readConfig(url, token, 0);
    const pushed = await write(url, token, 'POST', draftOf(live, '#00aa00'));
    expect(pushed.status).toBe(200);
    expect(pushed.body.result).toMatchObject({ isPreviewEnabled: true, theme: { accentColor: '#00aa00' } });
    expect((await readConfig(url, token, 0)).theme.accentColor).toBe(live.theme.accentColor);
    expect(await readConfig(url, token, 1)).toMatchObject({
      isPreviewEnabled: true,
      theme: { accentColor: '#00aa00' },
    });

    const discarded = await call<OkBody<WorkplaceConfig>>(url, '/rest/workplace/preview', {
      method: 'DELETE',
      token,
    });
    expect(discarded.body.result.isPreviewEnabled).toBe(false);
    const afterDiscard = await readConfig(url, token, 1);
    expect(afterDiscard).toMatchObject({
      isPreviewEnabled: false,
      theme: { accentColor: live.theme.accentColor },
    });

    await write(url, token, 'POST', draftOf(afterDiscard, '#0000aa'));
    const previewed = await readConfig(url, token, 1);
    const saved = await write(url, token, 'PUT', draftOf(previewed, '#0000aa'));
    expect(saved.status).toBe(200);
    expect(await readConfig(url, token, 1)).toMatchObject({
      isPreviewEnabled: false,
      theme: { accentColor: '#0000aa' },
    });
  });

  it('answers 409 to a save or preview built on an older configuration, and lastmodified says when it changed', async () => {
    const { url } = await start();
    const alex = await signIn(url, 'admin');
    const colleague = await signIn(url, 'admin', 'another-browser');
    const read = await readConfig(url, alex, 0);
    const theirs = await write(url, colleague, 'PUT', draftOf(read, '#123456'));
    expect(theirs.status).toBe(200);
    const stamp = await call<OkBody<{ lastModified: number }>>(url, '/rest/workplace/lastmodified', {
      token: alex,
    });
    expect(stamp.body.result.lastModified).toBe(theirs.body.result.lastModified);
    for (const method of ['PUT', 'POST'] as const) {
      const stale = await write(url, alex, method, draftOf(read, '#654321'));
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ success: false, error: { code: 12409 } });
    }
    expect((await readConfig(url, alex, 0)).theme.accentColor).toBe('#123456');
  });

  it('refuses a configuration the validation table refuses, and malformed bodies, with 400', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const live = await readConfig(url, token, 0);
    const cases: [unknown, RegExp][] = [
      [
        { ...draftOf(live, '#000000'), theme: { ...live.theme, brandingText: 'A name far too long' } },
        /error_brand_name_length_constraint/,
      ],
      [
        { ...draftOf(live, '#000000'), theme: { ...live.theme, themeLogoType: 'logo' } },
        /error_missing_dark_logo/,
      ],
      [{ ...draftOf(live, 'red') }, /accentColor/],
      [
        {
          ...draftOf(live, '#000000'),
          theme: { ...live.theme, darkThemeLogoURL: 'data:image/png;base64,AA' },
        },
        /uploaded logo/,
      ],
      [{ theme: live.theme, features: live.features }, /lastModified/],
      [{ ...draftOf(live, '#000000'), lastModified: live.lastModified + 0.5 }, /lastModified/],
      [{ ...draftOf(live, '#000000'), lastModified: -1 }, /lastModified/],
      ['not json', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const answer = await write(url, token, 'PUT', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
  });

  it('stores uploaded logos by tenant and serves them back; refuses large files and non-images', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const ok = await upload(url, token, png(2_000), 'theme=brand%20dark&config=PREVIEW');
    expect(ok.status).toBe(200);
    expect(ok.body.result.upload.fileName).toMatch(/^acme-.+\.png$/);
    const served = await fetch(ok.body.result.upload.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(2_000));

    expect((await upload(url, token, png(100_000))).status).toBe(200);
    const over = await upload(url, token, png(100_001));
    expect(over.status).toBe(413);
    expect(over.body.error.message).toMatch(/over 100,000 bytes/);
    const two = new FormData();
    two.append('file', new Blob([png(100)]), 'a.png');
    two.append('file', new Blob([png(100)]), 'b.png');
    const both = await fetch(`${url}/rest/workplace/media?theme=dark&config=DEFAULT`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: two,
    });
    expect(both.status).toBe(400);
    const large = await upload(url, token, png(150_000));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ success: false, error: { code: 10413 } });
    const text = await upload(url, token, new TextEncoder().encode('just some text'));
    expect(text.status).toBe(400);
    expect(text.body.error.message).toMatch(/not an image/);
    expect((await upload(url, token, png(100), 'theme=sepia&config=DEFAULT')).status).toBe(400);
    expect((await call(url, '/rest/workplace/media/acme-unknown.png')).status).toBe(404);
  });

  it('is for administrators only: others get a permission error and keep their session', async () => {
    const { url } = await start();
    const token = await signIn(url, 'contentadmin');
    expect((await call(url, '/rest/workplace/admin/config?preview=0', { token })).status).toBe(403);
    expect((await call(url, '/rest/workplace/lastmodified', { token })).status).toBe(403);
    expect((await call(url, '/rest/workplace/preview', { method: 'DELETE', token })).status).toBe(403);
    const media = await upload(url, token, png(100));
    expect(media.status).toBe(403);
    expect(media.body.error.code).toBe(10403);
    expect((await call(url, '/rest/v2/people/me', { token })).status).toBe(200);
    expect((await call(url, '/rest/workplace/admin/config?preview=0')).status).toBe(401);
  });
});
