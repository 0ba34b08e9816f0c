import { describe, expect, it } from 'vitest';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { ApiError } from './apiError';
import { createDataProvider } from './createDataProvider';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };
const theme = (id: string, type: string, name: string) => ({ id, type, name, version: 1, usedBy: 0 });
const lists = {
  [`${DC}/theme/all?type=RD`]: { items: [theme('t1', 'RD', 'Lobby'), theme('t2', 'RD', 'Atrium')] },
  [`${DC}/theme/all?type=FD`]: { items: [theme('t3', 'FD', 'Lobby')] },
  [`${DC}/theme/all?type=FBD`]: { items: [] },
};
const setup = (answers: Record<string, unknown> = {}) => {
  const fake = createFakeHttpClient({ ...lists, ...answers });
  return { ...fake, provider: createDataProvider(fake.http, { urls, sessionKey: () => 'token' }) };
};
const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const } };

describe('profiles and themes endpoints', () => {
  it('lists the three display types together and filters one type in the browser', async () => {
    const { provider, spy } = setup();
    const rd = await provider.getList('themes', { ...page, filter: { type: 'RD' } });
    expect(rd.data.map((item) => item.id)).toEqual(['t2', 't1']);
    const search = await provider.getList('themes', { ...page, filter: { q: 'lob' } });
    expect(search.data.map((item) => item.id).sort()).toEqual(['t1', 't3']);
    expect(requestsOf(spy).sort()).toEqual(
      Object.keys(lists)
        .map((url) => `GET ${url}`)
        .sort(),
    );
  });

  it('creates without id or version and leaves out the fields the server computes', async () => {
    const { provider, spy } = setup({ [`POST ${DC}/profile`]: { id: 'p9', version: 1 } });
    await provider.create('profiles', {
      data: { id: 'x', version: 3, usedBy: 2, modifiedBy: 'A', modifiedDate: 'd', name: 'Quiet', type: 'RD' },
    });
    expect(spy.mock.calls[0][1]).toEqual({ method: 'POST', body: { name: 'Quiet', type: 'RD' } });
  });

  it('updates with the id and the version the form loaded, and deletes by id', async () => {
    const { provider, spy } = setup({
      [`PUT ${DC}/theme`]: { id: 't/1', version: 5 },
      [`DELETE ${DC}/theme?id=t%2F1`]: { id: 't/1' },
    });
    const saved = await provider.update('themes', {
      id: 't/1',
      data: { id: 't/1', name: 'Lobby', version: 4, usedBy: 7 },
      previousData: { id: 't/1' },
    });
    expect(saved.data.version).toBe(5);
    expect(spy.mock.calls[0][1]).toEqual({ method: 'PUT', body: { id: 't/1', name: 'Lobby', version: 4 } });
    await provider.delete('themes', { id: 't/1', previousData: { id: 't/1' } });
    expect(requestsOf(spy)).toContain(`DELETE ${DC}/theme?id=t%2F1`);
  });

  it('turns a duplicate label into an error on the name field; other errors pass unchanged', async () => {
    const duplicate = new ApiError(60012, 'A theme named "Lobby" already exists', 409);
    const conflict = new ApiError(60011, 'changed meanwhile', 409);
    const { provider } = setup({
      [`POST ${DC}/theme`]: () => {
        throw duplicate;
      },
      [`PUT ${DC}/theme`]: () => {
        throw conflict;
      },
    });
    const created = provider.create('themes', { data: { name: 'Lobby' } });
    await expect(created).rejects.toMatchObject({
      code: 60012,
      status: 409,
      body: { errors: { name: 'dm.errors.code.60012' } },
    });
    const updated = provider.update('themes', { id: 't1', data: { name: 'x' }, previousData: { id: 't1' } });
    await expect(updated).rejects.toBe(conflict);
  });
});
