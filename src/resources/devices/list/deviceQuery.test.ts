import { describe, expect, it } from 'vitest';
import {
  changeQuery,
  DEFAULT_QUERY,
  isFiltered,
  parseDeviceQuery,
  serializeDeviceQuery,
  sortBy,
  type DeviceQuery,
} from './deviceQuery';

const parse = (search: string) => parseDeviceQuery(new URLSearchParams(search));

describe('device list query in the URL', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        '?q=lobby&status=0,2&type=RD&group=Desks&group=A,B&building=bld-1&sort=status&order=desc&page=3&perPage=100',
      ),
    ).toEqual({
      q: 'lobby',
      status: [0, 2],
      type: ['RD'],
      group: ['Desks', 'A', 'B'],
      building: ['bld-1'],
      sort: 'status',
      order: 'desc',
      page: 3,
      perPage: 100,
    });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(parse('?status=7,x,1,1&type=XX,FD&sort=secret&order=up&page=-2&perPage=13')).toEqual({
      ...DEFAULT_QUERY,
      status: [1],
      type: ['FD'],
    });
    expect(parse('')).toEqual(DEFAULT_QUERY);
  });

  it('writes a short URL that reads back as the same query', () => {
    expect(serializeDeviceQuery(DEFAULT_QUERY)).toBe('');
    const query: DeviceQuery = {
      ...DEFAULT_QUERY,
      q: 'tower 2',
      status: [0],
      type: ['RD', 'FBD'],
      group: ['Floor, east'],
      building: ['bld-acme-1'],
      sort: 'lastConnected',
      order: 'desc',
      page: 2,
    };
    const search = serializeDeviceQuery(query);
    expect(search).toBe(
      '?q=tower+2&status=0&type=RD%2CFBD&group=Floor%2C+east&building=bld-acme-1&sort=lastConnected&order=desc&page=2',
    );
    // A group name with a comma is split when read back; the list is only ever filtered on whole names it offers.
    expect(parse(search)).toEqual({ ...query, group: ['Floor', 'east'] });
  });

  it('goes back to page 1 when what matches changes, and keeps the page when only sorting', () => {
    const onPage4 = { ...DEFAULT_QUERY, page: 4 };
    expect(changeQuery(onPage4, { status: [0] }).page).toBe(1);
    expect(changeQuery(onPage4, { q: 'x' }).page).toBe(1);
    expect(changeQuery(onPage4, { sort: 'status' }).page).toBe(4);
    expect(changeQuery(onPage4, { page: 2 }).page).toBe(2);
  });

  it('flips the order on the current sort field and sorts a new field ascending', () => {
    expect(sortBy(DEFAULT_QUERY, 'title')).toEqual({ order: 'desc' });
    expect(sortBy({ ...DEFAULT_QUERY, order: 'desc' }, 'title')).toEqual({ order: 'asc' });
    expect(sortBy({ ...DEFAULT_QUERY, order: 'desc' }, 'group')).toEqual({ sort: 'group', order: 'asc' });
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(DEFAULT_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_QUERY, q: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_QUERY, building: ['b'] })).toBe(true);
  });
});
