import { describe, expect, it } from 'vitest';
import { GENERIC_SERVER_ERROR } from './errors';
import { call, mockServers, signIn, type ErrorBody } from './test/harness';

const { start, dir } = mockServers();
const login = '/rest/v2/auth/login';

describe('platform discovery', () => {
  it('answers serverinfo with its own URL and SSO settings per tenant', async () => {
    const { url } = await start();
    expect((await call(url, '/rest/serverinfo')).body).toEqual({ apiUrl: url });
    expect((await call(url, '/rest/v2/auth/ssosettings/acme')).body).toEqual({ enabled: false });
    const globex = await call<{ enabled: boolean; provider: string; loginUrl: string }>(
      url,
      '/rest/v2/auth/ssosettings/globex',
    );
    expect(globex.body).toMatchObject({ enabled: true, provider: 'saml' });
    expect(globex.body.loginUrl).toBe(`${url}/rest/v2/auth/sso/globex`);
    expect((await call<ErrorBody>(url, '/rest/v2/auth/ssosettings/initech')).body.error.code).toBe(10404);
  });

  it('runs several servers at once, each with its own data', async () => {
    const [one, two] = await Promise.all([start({ devices: 3 }), start({ devices: 7 })]);
    expect(one.port).not.toBe(two.port);
    const count = async (url: string) =>
      (
        await call<{ result: { items: unknown[] } }>(url, '/device/all', {
          token: await signIn(url, 'admin'),
        })
      ).body.result.items.length;
    expect([await count(one.url), await count(two.url)]).toEqual([3, 7]);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON, wrong types, huge bodies and unknown routes with envelopes and stays up', async () => {
    const { url } = await start();
    const malformed = await call<ErrorBody>(url, login, { method: 'POST', body: '{"username": "admin",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      success: false,
      result: null,
      error: { code: 10400, message: 'The request body is not valid JSON' },
    });
    const wrongType = await call<ErrorBody>(url, login, {
      method: 'POST',
      body: { username: 'admin', password: { $ne: null }, fingerprint: 'x' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe('Field "password" must be a string');
    const huge = await call<ErrorBody>(url, login, {
      method: 'POST',
      body: { username: 'admin', password: 'demo', fingerprint: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual({ code: 10413, message: 'The request body is over 1 MB' });
    const unknown = await call<ErrorBody>(url, '/no/such/route', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 10404, message: 'Unknown route: DELETE /no/such/route' });
    expect((await call(url, '/rest/serverinfo')).status).toBe(200);
    expect(await signIn(url, 'admin')).toMatch(/^ey/);
  });

  it('answers a failure inside a route with a generic 500 envelope, logs it, and keeps serving', async () => {
    const logged: string[] = [];
    const server = await start({
      logger: { info: () => undefined, error: (message) => logged.push(message) },
    });
    const token = await signIn(server.url, 'admin');
    const devices = server.store.data.devices;
    server.store.data.devices = null as unknown as typeof devices;
    server.store.changed('devices');
    const failed = await call<ErrorBody>(server.url, '/device/all', { token });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toEqual({ code: 10500, message: GENERIC_SERVER_ERROR });
    expect(JSON.stringify(failed.body)).not.toMatch(/at |\.ts/);
    expect(logged.join('\n')).toMatch(/GET \/device\/all failed/);
    server.store.data.devices = devices;
    server.store.changed('devices');
    expect((await call(server.url, '/device/all', { token })).status).toBe(200);
  });
});

describe('persistence', () => {
  it('keeps changes, sessions and sign-outs across a restart on the same file', async () => {
    const dbFile = `${await dir()}/db.json`;
    const first = await start({ dbFile });
    const kept = await signIn(first.url, 'admin');
    const ended = await signIn(first.url, 'contributor');
    await call(first.url, '/languages/', { method: 'PUT', token: kept, body: { lang: 'fr' } });
    await call(first.url, '/rest/v2/auth/logout', { method: 'POST', token: ended });
    await first.close();

    const second = await start({ dbFile });
    const me = await call<{ languageCode: string }>(second.url, '/rest/v2/auth/users/me', { token: kept });
    expect(me.status).toBe(200);
    expect(me.body.languageCode).toBe('fr');
    expect((await call<ErrorBody>(second.url, '/auth/init', { token: ended })).body.error.code).toBe(10006);
    await second.close();

    const reset = await start({ dbFile, reset: true });
    expect((await call(reset.url, '/auth/init', { token: kept })).status).toBe(401);
    const token = await signIn(reset.url, 'admin');
    const fresh = await call<{ languageCode: string | null }>(reset.url, '/rest/v2/auth/users/me', { token });
    expect(fresh.body.languageCode).toBeNull();
  });
});

describe('CORS', () => {
  it('reflects an allowed origin and answers its preflight', async () => {
    const { url } = await start();
    const origin = 'http://localhost:5173';
    const simple = await call(url, '/rest/serverinfo', { headers: { origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(origin);
    expect(simple.headers.get('vary')).toMatch(/Origin/);
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${url}/device/all`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PUT.*DELETE/);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, authtoken, Range',
    );
    const refused = await call<ErrorBody>(url, '/device/all', { headers: { origin } });
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('gives a foreign origin no Access-Control-Allow-Origin, and honours a configured list', async () => {
    const { url } = await start({ allowedOrigins: ['http://console.test:8080'] });
    for (const origin of ['http://evil.example', 'http://localhost:5173']) {
      const simple = await call(url, '/rest/serverinfo', { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${url}${login}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
    const allowed = await call(url, '/rest/serverinfo', { headers: { origin: 'http://console.test:8080' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://console.test:8080');
  });
});
