import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { createFakeFetch, envelopeError, envelopeOk, headersOf, jsonResponse } from '../test/fakeFetch';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { ApiError } from './apiError';
import { createHttpClient } from './httpClient';

const TOKEN = 'header.payload-secret-token.signature';
const URL = 'http://dc.test/device/all';

const clientAnswering = (answer: Parameters<typeof createFakeFetch>[0], timeoutMs = 1_000) => {
  const fake = createFakeFetch(answer);
  const client = createHttpClient({ fetch: fake.fetch, getToken: () => TOKEN, timeoutMs });
  return { client, calls: fake.calls };
};

const failureOf = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
};

describe('httpClient', () => {
  it('unwraps the device-control envelope and passes platform JSON through', async () => {
    const { client } = clientAnswering(({ url }) =>
      url.endsWith('/dc') ? jsonResponse(envelopeOk({ items: [1, 2] })) : jsonResponse({ apiUrl: 'x' }),
    );
    await expect(client('http://h/dc')).resolves.toEqual({ items: [1, 2] });
    await expect(client('http://h/rest/serverinfo')).resolves.toEqual({ apiUrl: 'x' });
  });

  it('sends the stored token as a bearer header, JSON bodies with their content type', async () => {
    const { client, calls } = clientAnswering(() => jsonResponse(envelopeOk(true)));
    await client(URL, { method: 'PUT', body: { lang: 'fr' }, headers: { authtoken: 'abc' } });
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.body).toBe('{"lang":"fr"}');
    expect(headersOf(calls[0])).toMatchObject({
      Authorization: `Bearer ${TOKEN}`,
      'Content-Type': 'application/json',
      authtoken: 'abc',
    });
  });

  it('sends cookies to the console\'s own origin only (001 §7 "all other requests send cookies")', async () => {
    const { client, calls } = clientAnswering(() => jsonResponse(envelopeOk(true)));
    await client(URL);
    await client('https://content.example/poster.png', { method: 'HEAD', auth: false, responseType: 'text' });
    expect(calls.map((call) => call.init.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('reads the token from localStorage by default and sends none when signed out', async () => {
    const fake = createFakeFetch(() => jsonResponse(envelopeOk(1)));
    const client = createHttpClient({ fetch: fake.fetch });
    await client(URL);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stored-token');
    await client(URL);
    expect(headersOf(fake.calls[0]).Authorization).toBeUndefined();
    expect(headersOf(fake.calls[1]).Authorization).toBe('Bearer stored-token');
  });

  it('sends no bearer header when auth is false, and FormData as it is', async () => {
    const { client, calls } = clientAnswering(() => jsonResponse({ accessToken: 't' }));
    const form = new FormData();
    await client(URL, { method: 'POST', body: form, auth: false });
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(calls[0].init.body).toBe(form);
  });

  it.each([10005, 10006, 30007, 'INVALID_SESSION', 'SESSION_EXPIRED', '10006'])(
    'turns session code %s into an HttpError with status 401',
    async (code) => {
      const { client } = clientAnswering(() => jsonResponse(envelopeError(code, 'Session ended'), 401));
      const error = await failureOf(client(URL));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).not.toBeInstanceOf(ApiError);
      expect(error.status).toBe(401);
      expect(error.body).toMatchObject({ code });
    },
  );

  it('treats a session code inside a 200 envelope as a session error too', async () => {
    const { client } = clientAnswering(() => jsonResponse(envelopeError('SESSION_EXPIRED', 'gone'), 200));
    expect((await failureOf(client(URL))).status).toBe(401);
  });

  it.each([
    [60011, 409, 409],
    [10403, 403, 403],
    [10413, 413, 413],
    [10001, 401, 400],
    [70010, 200, 400],
  ])('turns code %s (HTTP %s) into an ApiError with status %s', async (code, httpStatus, expected) => {
    const { client } = clientAnswering(() => jsonResponse(envelopeError(code, 'Refused'), httpStatus));
    const error = await failureOf(client(URL));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code, message: 'Refused', status: expected, name: 'ApiError' });
  });

  it('reads the platform failure shape as well', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse({ error: { code: 10001, message: 'Invalid' } }, 401),
    );
    expect(await failureOf(client(URL))).toMatchObject({ code: 10001, status: 400 });
  });

  it('uses the something-went-wrong key when the error has no message', async () => {
    const { client } = clientAnswering(() => jsonResponse(envelopeError(80004), 409));
    expect(await failureOf(client(URL))).toMatchObject({
      code: 80004,
      message: 'dm.errors.something_went_wrong',
    });
  });

  it('gives an answer without any error detail the OTHERS code', async () => {
    const { client } = clientAnswering(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await failureOf(client(URL))).toMatchObject({
      code: 'OTHERS',
      status: 502,
      message: 'dm.errors.something_went_wrong',
    });
  });

  it('reports an unreachable host as NETWORK_ERROR, never as 401', async () => {
    const { client } = clientAnswering(() => 'network');
    const error = await failureOf(client(URL));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(error.status).not.toBe(401);
  });

  it('gives up after the timeout with TIMEOUT', async () => {
    const { client } = clientAnswering(() => 'hang', 20);
    const error = await failureOf(client(URL));
    expect(error).toMatchObject({ code: 'TIMEOUT' });
    expect(error.status).not.toBe(401);
  });

  it('rethrows the AbortError when the caller cancels', async () => {
    const { client, calls } = clientAnswering(() => 'hang');
    const controller = new AbortController();
    const pending = failureOf(client(URL, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(ApiError);
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it('never puts the token into an error message', async () => {
    const { client } = clientAnswering(() => jsonResponse(envelopeError(10403, `Denied for ${TOKEN}`), 403));
    const error = await failureOf(client(URL));
    expect(error.message).not.toContain(TOKEN);
    expect(JSON.stringify(error.body)).not.toContain(TOKEN);
    expect(error.message).toContain('Denied for');
  });

  it('returns a blob when asked, and null for an empty answer', async () => {
    const { client } = clientAnswering(({ url }) =>
      url.endsWith('file') ? new Response('PK-bytes', { status: 200 }) : new Response(null, { status: 204 }),
    );
    const blob = await client<Blob>('http://h/file', { responseType: 'blob' });
    expect(await blob.text()).toBe('PK-bytes');
    await expect(client('http://h/empty')).resolves.toBeNull();
  });

  it('reads a large answer whole and unwraps it like any other, failures included', async () => {
    const { client } = clientAnswering(({ url }) =>
      url.endsWith('all')
        ? jsonResponse(envelopeOk({ items: [{ id: 'd1', name: 'Café' }] }))
        : jsonResponse(envelopeError(10404, 'gone'), 404),
    );
    await expect(client('http://h/device/all', { large: true })).resolves.toEqual({
      items: [{ id: 'd1', name: 'Café' }],
    });
    await expect(client('http://h/missing', { large: true })).rejects.toMatchObject({ message: 'gone' });
  });

  it('hands the headers of a successful answer to onHeaders, and of no failed one', async () => {
    const { client } = clientAnswering(({ url }) =>
      url.endsWith('ok')
        ? new Response('x', { status: 200, headers: { 'x-content-type': 'video/mp4' } })
        : new Response(JSON.stringify({ success: false, error: { code: 10404, message: 'gone' } }), {
            status: 404,
          }),
    );
    const seen: (string | null)[] = [];
    const onHeaders = (headers: Headers) => seen.push(headers.get('x-content-type'));
    await client('http://h/ok', { responseType: 'blob', onHeaders });
    await expect(client('http://h/missing', { responseType: 'blob', onHeaders })).rejects.toThrow();
    expect(seen).toEqual(['video/mp4']);
  });
});
