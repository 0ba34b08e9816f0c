import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../../test/harness';

const { start } = mockServers();
type Items = OkBody<{ items: { id: string; type: string; name: string; usedBy: number; version: number }[] }>;

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
      expect(answer.body.result.items[0].version).toBe(1);
    }
  });

  it('counts, per record, the devices whose stored configuration uses it', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const expected = new Map<string, number>();
    for (const configuration of store.data.configurations.filter((item) => item.tenantId === 'acme')) {
      const themeId = configuration.configurations[0].roomConfiguration?.themeId;
      if (themeId) expected.set(themeId, (expected.get(themeId) ?? 0) + 1);
    }
    expect(expected.size).toBeGreaterThan(0);
    const answer = await call<Items>(url, '/theme/all?type=RD', { token });
    for (const item of answer.body.result.items) expect(item.usedBy).toBe(expected.get(item.id) ?? 0);
  });

  it('reads one record of the tenant; another tenant’s record does not exist for the caller', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const one = await call<OkBody<{ id: string; language: string; clockFormat: string }>>(
      url,
      '/profile?id=prof-acme-rd-1',
      { token },
    );
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ id: 'prof-acme-rd-1', language: 'en', clockFormat: '24h' });
    for (const path of ['/profile?id=prof-globex-rd-1', '/theme?id=theme-globex-rd-1', '/theme?id=nope']) {
      const missing = await call<ErrorBody>(url, path, { token });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe(10404);
    }
    const globex = await call<Items>(url, '/theme/all?type=RD', { token: await signIn(url, 'globex-admin') });
    expect(globex.body.result.items.length).toBeGreaterThan(0);
    expect(globex.body.result.items.every((item) => item.id.startsWith('theme-globex-'))).toBe(true);
  });

  it('refuses an unknown display type, a missing id and callers without an admin permission', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const bad = await call<ErrorBody>(url, '/profile/all?type=XX', { token });
    expect(bad.status).toBe(400);
    expect((await call<ErrorBody>(url, '/theme', { token })).status).toBe(400);
    const denied = await call<ErrorBody>(url, '/theme/all?type=RD', {
      token: await signIn(url, 'contributor'),
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe(10403);
    expect((await call<ErrorBody>(url, '/theme/all?type=RD')).status).toBe(401);
  });

  it('fills the fields an older data file lacks and keeps them', async () => {
    const first = await start();
    const file = first.store.file;
    await first.close();
    const saved = JSON.parse(await readFile(file, 'utf8')) as { profiles: Record<string, unknown>[] };
    delete saved.profiles[0].clockFormat;
    delete saved.profiles[0].version;
    await writeFile(file, JSON.stringify(saved));
    const second = await start({ dbFile: file });
    expect(second.store.data.profiles[0]).toMatchObject({ clockFormat: '24h', version: 1 });
  });
});
