import { describe, expect, it } from 'vitest';
import { mockServers, signIn } from '../test/harness';
import { RECORDS_BASE } from './mount';
import { recordsClient } from './contract/client';
import { CONTRACT_CHECKS } from './contract/checks';

const servers = mockServers();

/** The contract every records server keeps (the same checks `npm run records:check` runs), against the mock. */
describe('the records contract, on the mock', () => {
  for (const check of CONTRACT_CHECKS) {
    it(check.name, async () => {
      const mock = await servers.start({ devices: 2 });
      const base = `${mock.url}${RECORDS_BASE}`;
      const admin = recordsClient(base, await signIn(mock.url, 'admin'));
      const otherTenant = recordsClient(base, await signIn(mock.url, 'globex-admin'));
      await check.run({ admin, otherTenant });
    });
  }
});

describe('the records API in the mock', () => {
  it("answers a console origin's preflight with Range allowed, and exposes Content-Range and nothing of json-server", async () => {
    const origin = 'http://localhost:5173';
    const mock = await servers.start({ devices: 2, allowedOrigins: [origin] });
    const preflight = await fetch(`${mock.url}${RECORDS_BASE}/activity`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Range');
    const token = await signIn(mock.url, 'admin');
    const list = await fetch(`${mock.url}${RECORDS_BASE}/activity?range=${encodeURIComponent('[0,9]')}`, {
      headers: { origin, authorization: `Bearer ${token}`, range: 'activity=0-9' },
    });
    expect(list.headers.get('access-control-allow-origin')).toBe(origin);
    expect(list.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(list.headers.get('content-range')).toBe('activity */0');
    expect(list.headers.get('x-total-count')).toBeNull();
    const stranger = await fetch(`${mock.url}${RECORDS_BASE}/activity`, {
      headers: { origin: 'http://evil.localhost', authorization: `Bearer ${token}` },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an unreadable body with a JSON error of the records API', async () => {
    const mock = await servers.start({ devices: 2 });
    const admin = recordsClient(`${mock.url}${RECORDS_BASE}`, await signIn(mock.url, 'admin'));
    const answer = await admin.call('POST', '/activity', { raw: '{"action":' });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid' } });
  });
});
