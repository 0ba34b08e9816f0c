import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_ERRORS, RECORD_RESOURCES } from '../../src/contract/records';
import { listen } from '../listen';
import { silentLogger } from '../logger';
import { recordsErrors } from './answers';
import { collectionsOf, type StoredRecord } from './collections';
import { listPath, recordsClient } from './contract/client';
import { recordsEngine, type RecordsEngineOptions, type Verified } from './engine';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The engine over plain arrays; a token is "tenant:person" (":viewer" for someone without admin rights). */
async function engineServer(limits: RecordsEngineOptions['limits'] = {}) {
  const arrays = Object.fromEntries(RECORD_RESOURCES.map((name) => [name, [] as StoredRecord[]]));
  const changed: string[] = [];
  const verify = (req: express.Request): Verified => {
    const token = /^Bearer (\w+):(\w+)$/.exec(req.get('authorization') ?? '');
    if (!token) return { ok: false, status: 401, message: 'Sign in' };
    const [, tenant, person] = token;
    return {
      ok: true,
      identity: { tenant, person: { id: person, name: person }, admin: person !== 'viewer' },
    };
  };
  const app = express().use(express.json({ limit: 2 * 1024 * 1024 }));
  app.use(
    '/records',
    recordsEngine({
      collections: collectionsOf((name) => arrays[name]),
      changed: (resource, ...ids) => changed.push(...ids.map((id) => `${resource}/${id}`)),
      verify,
      limits,
    }),
    recordsErrors(silentLogger),
  );
  const server = await listen(app, 0, '127.0.0.1', 'records');
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/records`;
  return { arrays, changed, client: (token: string) => recordsClient(base, token) };
}

describe('the records engine', () => {
  it('refuses a create over the count limit, and of six creates at once at one place left exactly one is kept', async () => {
    const { arrays, client } = await engineServer({ players: { maxRecords: 3 } });
    const admin = client('acme:ann');
    for (const serial of ['a', 'b'])
      expect((await admin.call('POST', '/players', { body: { serial } })).status).toBe(201);
    const answers = await Promise.all(
      ['c', 'd', 'e', 'f', 'g', 'h'].map((serial) => admin.call('POST', '/players', { body: { serial } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({
      code: RECORD_ERRORS.limitReached,
    });
    expect(arrays.players).toHaveLength(3);
    // The limit is per tenant.
    expect((await client('globex:gus').call('POST', '/players', { body: { serial: 'a' } })).status).toBe(201);
  });

  it('keeps the newest activity entries at the retention limit, per tenant, and says which were dropped', async () => {
    const { arrays, changed, client } = await engineServer({ activity: { maxRecords: 3 } });
    const other = await client('globex:gus').call('POST', '/activity', { body: { action: 'other' } });
    for (let step = 1; step <= 5; step += 1) {
      await client('acme:ann').call('POST', '/activity', { body: { action: `step ${step}` } });
    }
    const list = await client('acme:ann').call('GET', listPath('activity', { sort: ['createdAt', 'ASC'] }));
    expect((list.body as StoredRecord[]).map((entry) => entry.action)).toEqual([
      'step 3',
      'step 4',
      'step 5',
    ]);
    expect(arrays.activity.map((entry) => entry.action)).toEqual(['other', 'step 3', 'step 4', 'step 5']);
    expect((other.body as StoredRecord).id).toBe(arrays.activity[0].id);
    // The dropped entries are named as changed, so the store removes them on disk too.
    expect(changed.filter((name) => name.startsWith('activity/'))).toHaveLength(6 + 2);
  });

  it('lets a person without administrator rights add to the activity log and nothing else', async () => {
    const { client } = await engineServer();
    const viewer = client('acme:viewer');
    expect((await viewer.call('POST', '/activity', { body: { action: 'lock' } })).status).toBe(201);
    const refused = await viewer.call('GET', listPath('activity', {}));
    expect(refused).toMatchObject({ status: 403, body: { code: RECORD_ERRORS.forbidden } });
    expect((await viewer.call('POST', '/baselines', { body: { name: 'x' } })).status).toBe(403);
  });

  it('sets who and when from the token, never from the body', async () => {
    const { client } = await engineServer();
    const created = await client('acme:ann').call('POST', '/rollouts', {
      body: { id: 'mine', tenant: 'globex', version: 7, createdBy: { id: 'x', name: 'Mallory' }, wave: 1 },
    });
    expect(created.body).toMatchObject({ tenant: 'acme', version: 1, createdBy: { id: 'ann' }, wave: 1 });
    expect((created.body as StoredRecord).id).not.toBe('mine');
    const row = created.body as StoredRecord;
    const updated = await client('acme:bob').call('PUT', `/rollouts/${row.id}`, {
      body: { ...row, wave: 2 },
    });
    expect(updated.body).toMatchObject({
      version: 2,
      wave: 2,
      createdBy: { id: 'ann' },
      updatedBy: { id: 'bob' },
    });
  });

  it('filters on a field no record has to nothing, searches without patterns, and never filters by tenant', async () => {
    const { client } = await engineServer();
    const admin = client('acme:ann');
    await admin.call('POST', '/activity', { body: { action: 'lock', target: 'a.b (lobby)' } });
    await admin.call('POST', '/activity', { body: { action: 'reboot', target: 'axb' } });
    const names = async (filter: object) =>
      ((await admin.call('GET', listPath('activity', { filter }))).body as StoredRecord[]).map(
        (entry) => entry.action,
      );
    expect(await names({ person: 'ann' })).toEqual([]);
    expect(await names({ action: ['lock', 'reboot'] })).toEqual(['lock', 'reboot']);
    expect(await names({ target_like: 'a.b' })).toEqual(['lock']);
    expect(await names({ target_like: '(lobby' })).toEqual(['lock']);
    expect(await names({ q: 'LOBBY' })).toEqual(['lock']);
    expect((await admin.call('GET', listPath('activity', { filter: { tenant: 'globex' } }))).status).toBe(
      400,
    );
  });
});
