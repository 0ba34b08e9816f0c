import { describe, expect, it } from 'vitest';
import { CONTENT_FILE_MAX_BYTES } from '../../../src/domain/content/contentModel';
import { call, mockServers, signIn, type ErrorBody } from '../../test/harness';

const { start } = mockServers();

async function session(username = 'contributor') {
  const mock = await start();
  const token = await signIn(mock.url, username);
  const download = (downloadurl: unknown) =>
    fetch(`${mock.url}/customcontent/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ downloadurl }),
    });
  return { mock, download };
}

describe('the content samples and the download proxy', () => {
  it('answers HEAD on a sample with its content type and no body', async () => {
    const mock = await start();
    const head = await fetch(`${mock.url}/samples/welcome.mp4`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(await head.text()).toBe('');
    expect((await fetch(`${mock.url}/samples/..%2Fdb.json`, { method: 'HEAD' })).status).toBe(404);
  });

  it('fetches a URL for the console: the file, its type in x-content-type and its name', async () => {
    const { mock, download } = await session();
    const answer = await download(`${mock.url}/samples/campus-map.png`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type')).toBe('image/png');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="campus-map.png"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses what is no http address, a site that fails, and a file over the upload cap, as envelopes', async () => {
    const { mock, download } = await session();
    const invalid = await download('javascript:alert(1)');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).error.code).toBe(60002);
    const missing = await download(`${mock.url}/samples/nothing-here.mp4`);
    expect(missing.status).toBe(502);
    expect(((await missing.json()) as ErrorBody).error.code).toBe(60002);
    const large = await download(`${mock.url}/samples/too-large.mp4`);
    expect(large.status).toBe(413);
    const body = (await large.json()) as ErrorBody;
    expect(body.error.code).toBe(10413);
    expect(body.error.message).toContain(`${CONTENT_FILE_MAX_BYTES / 1024 / 1024} MB`);
    expect((await download(42)).status).toBe(400);
  });

  it('answers only content accounts; others get 403, never a session code', async () => {
    const mock = await start();
    const token = await signIn(mock.url, 'viewer');
    const denied = await call<ErrorBody>(mock.url, '/customcontent/download', {
      method: 'POST',
      token,
      body: { downloadurl: `${mock.url}/samples/welcome.mp4` },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe(10403);
  });
});
