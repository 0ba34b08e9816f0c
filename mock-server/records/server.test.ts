import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServers, signIn } from '../test/harness';
import { recordsClient } from './contract/client';
import { CONTRACT_CHECKS } from './contract/checks';
import { startRecordsServer, type RecordsServer, type RecordsServerOptions } from './server';

const platforms = mockServers();
const running: RecordsServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** A records server on a free loopback port trusting `platformUrl`, its data in a fresh folder unless told. */
async function startRecords(platformUrl: string, options: Partial<RecordsServerOptions> = {}) {
  const server = await startRecordsServer({
    dataFile: join(await platforms.dir(), 'records.json'),
    platformUrl,
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: ['http://localhost:5173'],
    trustSeconds: 30,
    ...options,
  });
  running.push(server);
  return server;
}

/** The records contract (the checks `npm run records:check` runs) against `npm run records`'s server. */
describe('the records contract, on the records server of its own', () => {
  for (const check of CONTRACT_CHECKS) {
    it(check.name, async () => {
      const platform = await platforms.start({ devices: 2 });
      const records = await startRecords(platform.url);
      const admin = recordsClient(records.recordsUrl, await signIn(platform.url, 'admin'));
      const otherTenant = recordsClient(records.recordsUrl, await signIn(platform.url, 'globex-admin'));
      await check.run({ admin, otherTenant });
    });
  }
});

describe('the records server trusts the platform', () => {
  it('asks the platform once per token within the trust time, and takes the tenant and name from its answer', async () => {
    const platform = await platforms.start({ devices: 2 });
    const records = await startRecords(platform.url);
    const admin = recordsClient(records.recordsUrl, await signIn(platform.url, 'admin'));
    const created = await admin.call('POST', '/activity', { body: { action: 'player.lock' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tenant: 'acme', createdBy: { name: expect.any(String) } });
    for (let read = 0; read < 5; read += 1) expect((await admin.call('GET', '/activity')).status).toBe(200);
    expect(records.platformAsked()).toBe(1);
  });

  it('asks again once the trust time is over, so a session the platform ended is refused', async () => {
    const platform = await platforms.start({ devices: 2 });
    const records = await startRecords(platform.url, { trustSeconds: 0 });
    const token = await signIn(platform.url, 'admin');
    const admin = recordsClient(records.recordsUrl, token);
    expect((await admin.call('GET', '/activity')).status).toBe(200);
    const signOut = await fetch(`${platform.url}/rest/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.status).toBe(200);
    expect(await admin.call('GET', '/activity')).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    expect(records.platformAsked()).toBe(2);
  });

  it('refuses a token the platform never issued, and answers 503 when the platform does not answer', async () => {
    const platform = await platforms.start({ devices: 2 });
    const records = await startRecords(platform.url);
    const forged = recordsClient(records.recordsUrl, 'not-a-token');
    expect(await forged.call('GET', '/activity')).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    const token = await signIn(platform.url, 'admin');
    await platform.close();
    const admin = recordsClient(records.recordsUrl, token);
    expect(await admin.call('GET', '/activity')).toMatchObject({
      status: 503,
      body: { code: 'unavailable' },
    });
  });

  it('keeps acknowledged records in its data file across a restart, with nothing of the platform in it', async () => {
    const platform = await platforms.start({ devices: 2 });
    const dataFile = join(await platforms.dir(), 'records.json');
    const first = await startRecords(platform.url, { dataFile });
    const token = await signIn(platform.url, 'admin');
    const saved = await recordsClient(first.recordsUrl, token).call('POST', '/baselines', {
      body: { name: 'Lobby', values: { volume: '40' } },
    });
    expect(saved.status).toBe(201);
    await first.close();
    running.splice(running.indexOf(first), 1);
    const stored = JSON.parse(await readFile(dataFile, 'utf8')) as Record<string, unknown>;
    expect(stored.devices).toEqual([]);
    expect(stored.users).toEqual([]);
    const second = await startRecords(platform.url, { dataFile });
    const again = await recordsClient(second.recordsUrl, token).call(
      'GET',
      `/baselines/${(saved.body as { id: string }).id}`,
    );
    expect(again).toMatchObject({ status: 200, body: { name: 'Lobby', values: { volume: '40' } } });
  });

  it('serves nothing but the records', async () => {
    const platform = await platforms.start({ devices: 2 });
    const records = await startRecords(platform.url);
    const answer = await fetch(records.recordsUrl.replace(/\/records$/, '/rest/v2/people/me'));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'not_found' });
  });
});
