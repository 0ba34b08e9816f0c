import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'ra-core';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { createDataProvider } from './createDataProvider';
import { createEarlyAnswers } from './earlyAnswers';
import type { EndpointTable } from './endpointTypes';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };
const devices = [
  { id: 'd1', name: 'Lobby screen', status: 1, building: { id: 'b1', name: 'North' } },
  { id: 'd2', name: 'Atrium', status: 0, building: { id: 'b2', name: 'South' } },
  { id: 'd3', name: 'Canteen', status: 3, building: { id: 'b1', name: 'North' } },
];

const setup = (extra: Record<string, unknown> = {}, endpoints?: EndpointTable) => {
  let clock = 0;
  let session = 'token-a';
  const fake = createFakeHttpClient({ [`${DC}/device/all`]: { items: devices }, ...extra });
  const provider = createDataProvider(fake.http, {
    urls,
    endpoints,
    listCacheMs: 5_000,
    now: () => clock,
    sessionKey: () => session,
  });
  return {
    ...fake,
    provider,
    advance: (ms: number) => (clock += ms),
    signInAs: (token: string) => (session = token),
  };
};

const listParams = {
  pagination: { page: 1, perPage: 2 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
};

describe('dataProvider over the endpoint table', () => {
  it('lists devices from GET /device/all, sorted and paged in the browser', async () => {
    const { provider, spy } = setup();
    const result = await provider.getList('devices', listParams);
    expect(result).toEqual({ data: [devices[1], devices[2]], total: 3 });
    expect(requestsOf(spy)).toEqual([`GET ${DC}/device/all`]);
  });

  it('searches q over the device fields, including the building name', async () => {
    const { provider } = setup();
    const result = await provider.getList('devices', { ...listParams, filter: { q: 'north', status: [3] } });
    expect(result.data.map((device) => device.id)).toEqual(['d3']);
    expect(result.total).toBe(1);
  });

  it('reads one device from GET /device?id=', async () => {
    const { provider, spy } = setup({ [`${DC}/device?id=d%2F2`]: devices[1] });
    await expect(provider.getOne('devices', { id: 'd/2' })).resolves.toEqual({ data: devices[1] });
    expect(requestsOf(spy)).toEqual([`GET ${DC}/device?id=d%2F2`]);
  });

  it('answers getMany and getManyReference from the whole list', async () => {
    const { provider, spy } = setup();
    const many = await provider.getMany('devices', { ids: ['d3', 'd1', 'missing'] });
    expect(many.data.map((device) => device.id)).toEqual(['d1', 'd3']);
    const reference = await provider.getManyReference('devices', {
      target: 'building.id',
      id: 'b1',
      ...listParams,
      pagination: { page: 1, perPage: 10 },
    });
    expect(reference.data.map((device) => device.id)).toEqual(['d3', 'd1']);
    expect(reference.total).toBe(2);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('reuses the whole list for a few seconds, then downloads it again', async () => {
    const { provider, spy, advance } = setup();
    await provider.getList('devices', listParams);
    advance(4_000);
    await provider.getList('devices', { ...listParams, pagination: { page: 2, perPage: 2 } });
    expect(spy).toHaveBeenCalledTimes(1);
    advance(1_000);
    await provider.getList('devices', listParams);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('shares one download between concurrent readers', async () => {
    const { provider, spy } = setup();
    await Promise.all([
      provider.getList('devices', listParams),
      provider.getMany('devices', { ids: ['d1'] }),
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('never serves a list loaded by another session', async () => {
    const { provider, spy, signInAs } = setup();
    await provider.getList('devices', listParams);
    signInAs('token-b');
    await provider.getList('devices', listParams);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('takes the list asked for while the console started instead of asking again', async () => {
    const fake = createFakeHttpClient({ [`${DC}/device/all`]: { items: devices } });
    const early = createEarlyAnswers(fake.http, () => 'token-a');
    early.ask(`${DC}/device/all`, { large: true });
    const provider = createDataProvider(fake.http, { urls, early, sessionKey: () => 'token-a' });
    await expect(provider.getList('devices', listParams)).resolves.toMatchObject({ total: 3 });
    expect(requestsOf(fake.spy)).toEqual([`GET ${DC}/device/all`]);
  });

  it('forgets a failed download', async () => {
    let calls = 0;
    const { provider } = setup({
      [`${DC}/device/all`]: () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { items: devices };
      },
    });
    await expect(provider.getList('devices', listParams)).rejects.toThrow('offline');
    await expect(provider.getList('devices', listParams)).resolves.toMatchObject({ total: 3 });
  });

  it('rejects writes on read-only devices with READ_ONLY_RESOURCE', async () => {
    const { provider, spy } = setup();
    await expect(provider.create('devices', { data: { name: 'x' } })).rejects.toMatchObject({
      code: 'READ_ONLY_RESOURCE',
      status: 405,
    });
    await expect(
      provider.update('devices', { id: 'd1', data: {}, previousData: devices[0] }),
    ).rejects.toMatchObject({
      code: 'READ_ONLY_RESOURCE',
    });
    await expect(provider.delete('devices', { id: 'd1' })).rejects.toMatchObject({
      code: 'READ_ONLY_RESOURCE',
    });
    await expect(provider.deleteMany('devices', { ids: ['d1'] })).rejects.toMatchObject({
      code: 'READ_ONLY_RESOURCE',
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects an unknown resource with UNKNOWN_RESOURCE', async () => {
    const { provider } = setup();
    await expect(provider.getList('toString', listParams)).rejects.toMatchObject({
      code: 'UNKNOWN_RESOURCE',
    });
  });

  it('invalidates the cached list after any write', async () => {
    let names = ['Old'];
    const table: EndpointTable = {
      labels: {
        list: async () => names.map((name, index): RaRecord => ({ id: index, name })),
        one: async (_context, id) => ({ id, name: names[Number(id)] }),
        searchFields: ['name'],
        update: async (_context, id, data) => {
          names = names.map((name, index) => (index === Number(id) ? String(data.name) : name));
          return { id, name: data.name };
        },
      },
    };
    const { provider } = setup({}, table);
    expect((await provider.getList('labels', listParams)).data[0].name).toBe('Old');
    await provider.update('labels', { id: 0, data: { name: 'New' }, previousData: { id: 0 } });
    expect((await provider.getList('labels', listParams)).data[0].name).toBe('New');
  });

  it('drops cached lists on request', async () => {
    const { provider, spy } = setup();
    await provider.getList('devices', listParams);
    provider.invalidateLists();
    await provider.getList('devices', listParams);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
