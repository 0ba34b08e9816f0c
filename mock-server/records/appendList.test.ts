import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import jsonServer from 'json-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../listen';
import { seedActivity } from './activitySeed';
import { appendOrderedList, tenantView, tenantViews } from './appendList';
import type { StoredRecord } from './collections';
import { listQuery } from './query';

/** Both tenants' entries in one collection, in creation order, as the store keeps them. */
const records: StoredRecord[] = [
  ...seedActivity({ tenant: 'acme', count: 2_000, newestAt: Date.UTC(2025, 5, 1) }),
  ...seedActivity({ tenant: 'globex', count: 300, newestAt: Date.UTC(2025, 6, 1) }),
];

let server: Server;
let base = '';
beforeAll(async () => {
  // json-server's own router over the same records: what the walk must answer, query for query.
  const app = express().use(jsonServer.router({ activity: records }, { foreignKeySuffix: '-none' }));
  server = await listen(app, 0, '127.0.0.1', 'records');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/activity`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function jsonServerAnswer(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of ([] as string[]).concat(value)) params.append(key, one);
  const response = await fetch(`${base}?${params.toString()}`);
  const page = (await response.json()) as StoredRecord[];
  return { ids: page.map((record) => record.id), total: Number(response.headers.get('x-total-count')) };
}

const QUERIES: Record<string, { sort?: unknown; range?: unknown; filter?: unknown }> = {
  'newest first': { sort: ['createdAt', 'DESC'], range: [0, 24] },
  'oldest first, a later page': { sort: ['createdAt', 'ASC'], range: [50, 99] },
  'no sort': { range: [10, 19] },
  'one action': { sort: ['createdAt', 'DESC'], range: [0, 24], filter: { action: 'player.lock' } },
  'two actions': {
    sort: ['createdAt', 'DESC'],
    range: [25, 49],
    filter: { action: ['device.bulkPush', 'player.reboot'] },
  },
  'a person': { sort: ['createdAt', 'DESC'], range: [0, 9], filter: { 'createdBy.id': 'u-admin' } },
  'a target, any case': {
    sort: ['createdAt', 'DESC'],
    range: [0, 49],
    filter: { targetText_like: 'LOBBY 12' },
  },
  'a time range': {
    sort: ['createdAt', 'DESC'],
    range: [0, 99],
    filter: { createdAt_gte: '2025-05-31T12:00:00.000Z', createdAt_lte: '2025-05-31T18:30:00.000Z' },
  },
  'not an outcome': { sort: ['createdAt', 'DESC'], range: [0, 24], filter: { outcome_ne: 'succeeded' } },
  'a search': { sort: ['createdAt', 'DESC'], range: [0, 24], filter: { q: 'Room 4' } },
  'a search and filters': {
    sort: ['createdAt', 'ASC'],
    range: [0, 24],
    filter: { q: 'chris', outcome: 'partial', 'counts.failed_gte': 1 },
  },
  'past the end': { sort: ['createdAt', 'DESC'], range: [5_000, 5_009] },
};

describe('the activity log in creation order, one walk', () => {
  for (const [name, raw] of Object.entries(QUERIES)) {
    it(`answers what json-server answers: ${name}`, async () => {
      const params = Object.fromEntries(
        Object.entries(raw).map(([key, value]) => [key, JSON.stringify(value)]),
      );
      const parsed = listQuery(params, 'acme');
      if (!parsed.ok) throw new Error(parsed.message);
      const walked = appendOrderedList(tenantView(records, 'acme'), parsed.value.query);
      const expected = await jsonServerAnswer(parsed.value.query);
      expect(walked?.total).toBe(expected.total);
      expect(walked?.page.map((record) => record.id)).toEqual(expected.ids);
      expect(expected.total).toBeGreaterThan(name === 'past the end' ? -1 : 0);
    });
  }

  it('leaves a sort by another field to json-server', () => {
    const parsed = listQuery({ sort: JSON.stringify(['action', 'ASC']) }, 'acme');
    expect(parsed.ok && appendOrderedList(tenantView(records, 'acme'), parsed.value.query)).toBeNull();
  });

  it("keeps a tenant's view as entries are added, and makes it anew when the oldest are dropped", () => {
    const collection = records.slice(0, 10);
    const viewOf = tenantViews();
    const ids = () => viewOf(collection, 'acme').records.map((record) => record.id);
    expect(ids()).toEqual(collection.map((record) => record.id));
    const newer = seedActivity({ tenant: 'acme', count: 12, newestAt: Date.UTC(2025, 7, 1) }).slice(10);
    collection.push(newer[0], records[2_100], newer[1]);
    expect(ids()).toEqual([...records.slice(0, 10), newer[0], newer[1]].map((record) => record.id));
    collection.splice(0, 1);
    collection.push(records[2_000]);
    expect(viewOf(collection, 'acme').records[0]).toBe(records[1]);
    expect(viewOf(collection, 'globex').records).toEqual([records[2_100], records[2_000]]);
  });
});
