import { describe, expect, it } from 'vitest';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();
type Items = OkBody<{ items: { id: string; type: string; name: string }[] }>;

describe('profiles and themes lookups', () => {
  it('lists the profiles and themes of one display type for the caller tenant', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    for (const [path, collection] of [
      ['/profile/all?type=RD', store.data.profiles],
      ['/theme/all?type=FD', store.data.themes],
    ] as const) {
      const answer = await call<Items>(url, path, { token });
      expect(answer.status).toBe(200);
      const type = path.slice(-2);
      const expected = collection.filter((item) => item.tenantId === 'acme' && item.type === type);
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.body.result.items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
      expect(answer.body.result.items[0]).not.toHaveProperty('tenantId');
    }
  });

  it('refuses an unknown display type and callers without an admin permission', async () => {
    const { url } = await start();
    const bad = await call<ErrorBody>(url, '/profile/all?type=XX', { token: await signIn(url, 'admin') });
    expect(bad.status).toBe(400);
    const denied = await call<ErrorBody>(url, '/theme/all?type=RD', {
      token: await signIn(url, 'contributor'),
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe(10403);
  });
});
