import { describe, expect, it, vi } from 'vitest';
import { createDeviceClient } from './deviceClient';
import { DeviceError } from './errors';

const SESSION = { ip: '10.1.2.3', token: 'tok-123' };

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

const hanging: typeof fetch = (_url, init) =>
  new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

async function failure(promise: Promise<unknown>): Promise<DeviceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeviceError);
  return error as DeviceError;
}

describe('device client requests', () => {
  it('calls http://ip:port with the bearer header, the qauth query and no credentials', async () => {
    const fetch = answering(200, { results: { firmware_version: '4.2.1' } });
    const client = createDeviceClient({ fetch, port: 8080 });
    expect(await client.info(SESSION)).toEqual({ firmware_version: '4.2.1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://10.1.2.3:8080/v1/info?qauth=tok-123');
    expect(init?.credentials).toBe('omit');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('asks public info as 001 §7 writes it, GET /v1/public/info?key=, without a token or credentials', async () => {
    const results = { model_id: 'TD-1070', player_name: 'Lobby', serial_number: 'QB1' };
    const fetch = answering(200, { results });
    expect(await createDeviceClient({ fetch, port: 8080 }).publicInfo('10.1.2.3')).toEqual(results);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://10.1.2.3:8080/v1/public/info?key=');
    expect(init?.credentials).toBe('omit');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });

  it('posts the token request and reads the access token', async () => {
    const fetch = answering(200, { access_token: 'abc', token_type: 'Bearer' });
    const token = await createDeviceClient({ fetch }).requestToken('10.1.2.3', 'pw-1234');
    expect(token).toEqual({ accessToken: 'abc', expiresInMs: undefined });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://10.1.2.3:8080/v1/oauth2/token');
    expect(JSON.parse(String(init?.body))).toEqual({
      grant_type: 'password',
      username: 'admin',
      password: 'pw-1234',
    });
  });

  it('posts settings and volume as {value}', async () => {
    const fetch = answering(200, {});
    const client = createDeviceClient({ fetch });
    await client.setSetting(SESSION, 'smil_content_url', 'http://cms/x.smil');
    await client.setVolume(SESSION, 'stream_music', 40);
    expect(
      fetch.mock.calls.map(([url, init]) => [String(url).split('?')[0], init?.method, init?.body]),
    ).toEqual([
      ['http://10.1.2.3:8080/v1/settings/smil_content_url', 'POST', '{"value":"http://cms/x.smil"}'],
      ['http://10.1.2.3:8080/v1/audio/volume/stream_music', 'POST', '{"value":40}'],
    ]);
  });

  it('treats a 400 on the token call as an authorization failure carrying the device detail', async () => {
    const client = createDeviceClient({ fetch: answering(400, { detail: 'invalid username or password' }) });
    const error = await failure(client.requestToken('10.1.2.3', 'secret-pass'));
    expect(error).toMatchObject({ code: 'QBIC_AUTHORIZATION_FAILURE', status: 400 });
    expect(error.detail).toBe('invalid username or password');
    expect(error.message).not.toContain('secret-pass');
  });

  it('maps 401 to an authorization failure, other answers to a failed request, and only 200 is success', async () => {
    expect(
      await failure(createDeviceClient({ fetch: answering(401, { detail: 'x' }) }).info(SESSION)),
    ).toMatchObject({
      code: 'QBIC_AUTHORIZATION_FAILURE',
    });
    const bad = await failure(
      createDeviceClient({ fetch: answering(400, { detail: 'time must be HH:MM' }) }).reboot(SESSION),
    );
    expect(bad).toMatchObject({ code: 'DEVICE_REQUEST_FAILED', status: 400, detail: 'time must be HH:MM' });
    expect(await failure(createDeviceClient({ fetch: answering(202, '{}') }).reboot(SESSION))).toMatchObject({
      code: 'DEVICE_REQUEST_FAILED',
      status: 202,
    });
    const error = await failure(createDeviceClient({ fetch: answering(500, 'oops') }).info(SESSION));
    expect(error.detail).toBeUndefined();
    expect(error.message).not.toContain('tok-123');
  });

  it('gives UNREACHABLE_DEVICE on network failure and on timeout, USER_CANCELLATION when the caller aborts', async () => {
    const refused = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await failure(createDeviceClient({ fetch: refused }).publicInfo('10.1.2.3'))).code).toBe(
      'UNREACHABLE_DEVICE',
    );
    const client = createDeviceClient({ fetch: hanging, timeoutMs: 30 });
    expect((await failure(client.publicInfo('10.1.2.3'))).code).toBe('UNREACHABLE_DEVICE');
    const controller = new AbortController();
    const pending = client.publicInfo('10.1.2.3', { signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    expect((await failure(pending)).code).toBe('USER_CANCELLATION');
  });

  it('refuses an address that is not IPv4 without calling anything', async () => {
    const fetch = answering(200, {});
    expect((await failure(createDeviceClient({ fetch }).publicInfo('evil.example/x'))).code).toBe(
      'UNREACHABLE_DEVICE',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a stored file as multipart with filename and file, and reads it back', async () => {
    const fetch = answering(200, { results: {} });
    const client = createDeviceClient({ fetch });
    await client.uploadFile(SESSION, 'config_logon.xml', '<logon/>');
    const body = fetch.mock.calls[0][1]?.body as FormData;
    expect(body.get('filename')).toBe('config_logon.xml');
    expect(await (body.get('file') as Blob).text()).toBe('<logon/>');
    const reader = createDeviceClient({ fetch: answering(200, '<logon/>') });
    expect(await reader.readFile(SESSION, 'config_logon.xml')).toBe('<logon/>');
  });
});
