import { HttpError, type DataProvider, type fetchUtils } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import {
  createRecordsHttpClient,
  createRecordsProvider,
  withRecords,
  type RecordsHttpClient,
} from './records';

const RECORDS = 'https://records.test/v1';

/** ra-data-simple-rest's client, faked: every call is noted, every answer is the one given. */
function fakeHttp(answer: { json: unknown; headers?: Record<string, string> }) {
  const calls: { url: string; options: fetchUtils.Options }[] = [];
  const http: RecordsHttpClient = async (url, options = {}) => {
    calls.push({ url, options });
    return {
      status: 200,
      headers: new Headers(answer.headers),
      body: JSON.stringify(answer.json),
      json: answer.json,
    };
  };
  return { http, calls };
}

const envelope = () =>
  ({
    getList: vi.fn(async () => ({ data: [{ id: 'd1' }], total: 1 })),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    devicesCount: vi.fn(async () => 3),
  }) as unknown as DataProvider & { devicesCount(): Promise<number> };

describe('records resources beside the envelope provider', () => {
  it('asks the records server in ra-data-simple-rest words at exactly these URLs', async () => {
    const fake = fakeHttp({ json: [{ id: 'a1' }], headers: { 'content-range': 'activity 25-25/26' } });
    const provider = withRecords(
      envelope(),
      createRecordsProvider(() => RECORDS, fake.http),
    );
    const list = await provider.getList('activity', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { action: 'lock' },
    });
    expect(list).toEqual({ data: [{ id: 'a1' }], total: 26 });
    await provider.getOne('baselines', { id: 'b/1' });
    await provider.update('rollouts', {
      id: 'r1',
      data: { id: 'r1', version: 3 },
      previousData: { id: 'r1' },
    });
    await provider.create('sheets', { data: { rows: [] } });
    await provider.delete('players', { id: 'p1' });
    expect(
      fake.calls.map(({ url, options }) => [options.method ?? 'GET', url, options.body ?? null]),
    ).toEqual([
      [
        'GET',
        `${RECORDS}/activity?filter=${encodeURIComponent('{"action":"lock"}')}&range=${encodeURIComponent('[25,49]')}&sort=${encodeURIComponent('["createdAt","DESC"]')}`,
        null,
      ],
      ['GET', `${RECORDS}/baselines/b%2F1`, null],
      ['PUT', `${RECORDS}/rollouts/r1`, '{"id":"r1","version":3}'],
      ['POST', `${RECORDS}/sheets`, '{"rows":[]}'],
      ['DELETE', `${RECORDS}/players/p1`, null],
    ]);
    expect((fake.calls[0].options.headers as Headers).get('Range')).toBe('activity=25-49');
  });

  it('leaves every other resource and every custom call to the envelope provider', async () => {
    const fake = fakeHttp({ json: [] });
    const platform = envelope();
    const provider = withRecords(
      platform,
      createRecordsProvider(() => RECORDS, fake.http),
    );
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    expect(await provider.getList('devices', params)).toEqual({ data: [{ id: 'd1' }], total: 1 });
    expect(platform.getList).toHaveBeenCalledWith('devices', params);
    expect(await provider.devicesCount()).toBe(3);
    expect(fake.calls).toEqual([]);
  });

  it('without a records URL fails every records call with RECORDS_NOT_CONFIGURED and sends nothing', async () => {
    const fake = fakeHttp({ json: [] });
    let url: string | null = null;
    const provider = withRecords(
      envelope(),
      createRecordsProvider(() => url, fake.http),
    );
    const refused = provider.getOne('activity', { id: 'a1' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: ERROR_CODES.RECORDS_NOT_CONFIGURED });
    expect(fake.calls).toEqual([]);
    url = RECORDS;
    await provider.getOne('activity', { id: 'a1' });
    expect(fake.calls.map((call) => call.url)).toEqual([`${RECORDS}/activity/a1`]);
  });
});

describe('the records client', () => {
  const answering = (result: () => Promise<unknown>) => {
    const seen: fetchUtils.Options[] = [];
    const fetchJson = (async (_url: string, options: fetchUtils.Options = {}) => {
      seen.push(options);
      return result();
    }) as typeof fetchUtils.fetchJson;
    return { seen, fetchJson };
  };

  it("sends the platform's bearer token", async () => {
    const fake = answering(async () => ({ status: 200, headers: new Headers(), body: '{}', json: {} }));
    await createRecordsHttpClient({ fetchJson: fake.fetchJson, getToken: () => 'tok-1' })(
      `${RECORDS}/activity`,
    );
    expect(fake.seen[0].user).toEqual({ authenticated: true, token: 'Bearer tok-1' });
  });

  it('turns a stale version into RECORD_CONFLICT with the record as it is now, and a lost server into RECORDS_UNAVAILABLE', async () => {
    const current = { id: 'r1', version: 4 };
    const conflict = answering(async () => {
      throw new HttpError('stale', 409, { code: 'stale_version', message: 'stale', current });
    });
    const refused = createRecordsHttpClient({ fetchJson: conflict.fetchJson, getToken: () => 't' })(
      `${RECORDS}/rollouts/r1`,
    );
    await expect(refused).rejects.toMatchObject({
      code: ERROR_CODES.RECORD_CONFLICT,
      status: 409,
      body: { current },
    });
    const down = answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const lost = createRecordsHttpClient({ fetchJson: down.fetchJson, getToken: () => 't' })(
      `${RECORDS}/rollouts`,
    );
    await expect(lost).rejects.toMatchObject({ code: ERROR_CODES.RECORDS_UNAVAILABLE });
    const failing = answering(async () => {
      throw new HttpError('boom', 503, { code: 'unavailable' });
    });
    const failed = createRecordsHttpClient({ fetchJson: failing.fetchJson, getToken: () => 't' })(
      `${RECORDS}/x`,
    );
    await expect(failed).rejects.toMatchObject({ code: ERROR_CODES.RECORDS_UNAVAILABLE });
  });

  it('keeps a 401 as it is, so that a session the platform ended signs out', async () => {
    const expired = answering(async () => {
      throw new HttpError('Sign in', 401, { code: 'unauthorized' });
    });
    const refused = createRecordsHttpClient({ fetchJson: expired.fetchJson, getToken: () => 't' })(
      `${RECORDS}/x`,
    );
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });
});

describe('a records filter from a react-admin form', () => {
  it('reaches the API as dotted paths, empty values left out', async () => {
    const fake = fakeHttp({ json: [], headers: { 'content-range': 'activity */0' } });
    const provider = createRecordsProvider(() => RECORDS, fake.http);
    await provider.getList('activity', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { createdBy: { name_like: 'alex' }, action: 'player.lock', targetText_like: '', q: undefined },
    });
    const filter = new URL(fake.calls[0].url).searchParams.get('filter');
    expect(JSON.parse(filter ?? '')).toEqual({ 'createdBy.name_like': 'alex', action: 'player.lock' });
  });
});
