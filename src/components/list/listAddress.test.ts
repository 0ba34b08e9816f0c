import { describe, expect, it } from 'vitest';
import { parseQueryFromLocation } from 'react-admin';
import { listAddress, readListAddress } from './listAddress';

const view = { filter: {}, sort: 'name', order: 'ASC', page: 1, perPage: 25 } as const;

describe('the address format of every list', () => {
  it('writes what react-admin reads: the filter as JSON, the sort, the order and the page', () => {
    const search = listAddress({ ...view, filter: { q: 'Lobby 2', type: ['RD'] }, order: 'DESC', page: 3 });
    expect(readListAddress(search)).toEqual({
      filter: { q: 'Lobby 2', type: ['RD'] },
      order: 'DESC',
      page: '3',
      perPage: '25',
      sort: 'name',
    });
    expect(parseQueryFromLocation({ search })).toEqual(readListAddress(search));
  });

  it('leaves out empty filters and whatever equals the list as it opens', () => {
    const defaults = { sort: 'name', order: 'ASC', perPage: 25 } as const;
    expect(listAddress({ ...view, filter: { q: '', status: [] } }, defaults)).toBe('');
    expect(listAddress({ ...view, page: 2 }, defaults)).toBe('?page=2');
    expect(listAddress({ ...view, order: 'DESC' }, defaults)).toBe('?order=DESC&sort=name');
  });
});
