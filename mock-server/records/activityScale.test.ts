import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../src/contract/activity';
import { RECORD_RESOURCES } from '../../src/contract/records';
import { listen } from '../listen';
import { silentLogger } from '../logger';
import { recordsErrors } from './answers';
import { seedActivity, seededActivityId } from './activitySeed';
import { collectionsOf, type StoredRecord } from './collections';
import { listPath, recordsClient, type RecordsClient } from './contract/client';
import { recordsEngine, type Verified } from './engine';

/**
 * The activity log at its limit: a tenant with 100,000 entries (and another tenant beside it), listed, filtered,
 * searched and paged through the records API as the activity page asks, and appended to. Nothing is timed here
 * (`npm run bench -- activity` times it); every answer is checked against the seed.
 */
const FULL = 100_000;
const arrays = Object.fromEntries(RECORD_RESOURCES.map((name) => [name, [] as StoredRecord[]]));
const acme = seedActivity({ tenant: 'acme', count: FULL, newestAt: Date.UTC(2025, 5, 1) });
arrays.activity.push(
  ...seedActivity({ tenant: 'globex', count: 500, newestAt: Date.UTC(2025, 5, 2) }),
  ...acme,
);

let server: Server;
let admin: RecordsClient;
let viewer: RecordsClient;
beforeAll(async () => {
  const verify = (req: express.Request): Verified => {
    const person = /^Bearer (\w+)$/.exec(req.get('authorization') ?? '')?.[1] ?? 'nobody';
    return {
      ok: true,
      identity: { tenant: 'acme', person: { id: person, name: person }, admin: person === 'ann' },
    };
  };
  const app = express().use(express.json({ limit: '1mb' }));
  app.use(
    '/records',
    recordsEngine({ collections: collectionsOf((name) => arrays[name]), changed: () => undefined, verify }),
    recordsErrors(silentLogger),
  );
  server = await listen(app, 0, '127.0.0.1', 'records');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/records`;
  admin = recordsClient(base, 'ann');
  viewer = recordsClient(base, 'vic');
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The newest-first page the activity page asks for, as ids, with its Content-Range. */
async function page(filter: Record<string, unknown>, range: [number, number] = [0, 24]) {
  const answer = await admin.call(
    'GET',
    listPath('activity', { sort: ['createdAt', 'DESC'], range, filter }),
  );
  expect(answer.status).toBe(200);
  const entries = answer.body as ActivityEntry[];
  return { ids: entries.map((entry) => entry.id), range: answer.headers.get('content-range'), entries };
}

/** What a filter must find, worked out from the seed directly: newest first. */
const newestFirst = (keep: (entry: StoredRecord) => boolean, count = 25) =>
  acme
    .filter(keep)
    .reverse()
    .slice(0, count)
    .map((entry) => entry.id);
const countOf = (keep: (entry: StoredRecord) => boolean) => acme.filter(keep).length;
const targetsOf = (entry: StoredRecord) => (entry as unknown as ActivityEntry).targets;

describe('the activity log of a tenant with 100,000 entries', () => {
  it('lists the newest first, 25 at a time, and the last page holds the oldest', async () => {
    const first = await page({});
    expect(first.range).toBe(`activity 0-24/${FULL}`);
    expect(first.ids).toEqual(Array.from({ length: 25 }, (_, n) => seededActivityId('acme', FULL - 1 - n)));
    const last = await page({}, [FULL - 25, FULL - 1]);
    expect(last.range).toBe(`activity ${FULL - 25}-${FULL - 1}/${FULL}`);
    expect(last.ids.at(-1)).toBe(seededActivityId('acme', 0));
    expect(first.entries.every((entry) => entry.tenant === 'acme')).toBe(true);
  });

  it('filters by action, person, target and time, each with its total', async () => {
    const lock = await page({ action: ['player.lock', 'device.unregister'] });
    const isLockOrUnregister = (entry: StoredRecord) =>
      entry.action === 'player.lock' || entry.action === 'device.unregister';
    expect(lock.ids).toEqual(newestFirst(isLockOrUnregister));
    expect(lock.range).toBe(`activity 0-24/${countOf(isLockOrUnregister)}`);

    const chris = (entry: StoredRecord) => entry.createdBy.id === 'u-contentadmin';
    expect((await page({ 'createdBy.id': 'u-contentadmin' })).ids).toEqual(newestFirst(chris));

    const lobby = (entry: StoredRecord) =>
      targetsOf(entry).some((target) => `${target.id} ${target.name}`.toLowerCase().includes('lobby 99'));
    const byTarget = await page({ targetText_like: 'lobby 99' });
    expect(byTarget.ids).toEqual(newestFirst(lobby));
    expect(byTarget.range).toBe(`activity 0-24/${countOf(lobby)}`);

    const from = '2025-04-10T00:00:00.000Z';
    const until = '2025-04-10T06:00:00.000Z';
    const inRange = (entry: StoredRecord) => entry.createdAt >= from && entry.createdAt <= until;
    const timed = await page({ createdAt_gte: from, createdAt_lte: until }, [0, 999]);
    expect(timed.ids).toEqual(newestFirst(inRange, 1_000));
    expect(timed.ids).toHaveLength(361);
  });

  it('searches every value ignoring case, within the other filters', async () => {
    const search = (entry: StoredRecord) =>
      entry.action === 'device.bulkPush' &&
      targetsOf(entry).some((target) => target.name.toLowerCase().includes('room 5'));
    const found = await page({ q: 'ROOM 5', action: 'device.bulkPush' });
    expect(found.ids).toEqual(newestFirst(search));
    expect(found.range).toBe(`activity 0-24/${countOf(search)}`);
    expect((await page({ q: 'no such words anywhere' })).range).toBe('activity */0');
  });

  it('takes a new entry from anyone signed in, drops the oldest beyond 100,000, and lets only administrators read', async () => {
    const posted = await viewer.call('POST', '/activity', {
      body: {
        action: 'player.lock',
        outcome: 'succeeded',
        counts: { succeeded: 1, failed: 0 },
        targets: [{ id: 'SN-new', name: 'Front desk', outcome: 'succeeded' }],
        targetText: ['SN-new Front desk'],
      },
    });
    expect(posted.status).toBe(201);
    const first = await page({});
    expect(first.range).toBe(`activity 0-24/${FULL}`);
    expect(first.entries[0]).toMatchObject({
      id: (posted.body as { id: string }).id,
      createdBy: { id: 'vic' },
    });
    expect((await admin.call('GET', `/activity/${seededActivityId('acme', 0)}`)).status).toBe(404);
    expect((await admin.call('GET', `/activity/${seededActivityId('acme', 1)}`)).status).toBe(200);
    expect((await viewer.call('GET', listPath('activity', { range: [0, 9] }))).status).toBe(403);
  });
});
