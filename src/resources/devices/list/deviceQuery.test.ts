import { describe, expect, it } from 'vitest';
import { readListAddress } from '../../../components/list/listAddress';
import {
  changeQuery,
  DEFAULT_QUERY,
  deviceAddress,
  deviceQueryOf,
  isFiltered,
  sortBy,
  type DeviceQuery,
} from './deviceQuery';
import { legacyDeviceAddress } from './legacyDeviceAddress';

const parse = (search: string) => deviceQueryOf(readListAddress(search));
const filter = (value: unknown) => `?filter=${encodeURIComponent(JSON.stringify(value))}`;

describe('device list query in the address', () => {
  it('reads every filter, the sort and the page in the format of every list', () => {
    expect(
      parse(
        `${filter({ q: 'lobby', status: [0, 2], type: ['RD'], group: ['Desks', 'A,B'], building: ['bld-1'] })}` +
          '&sort=status&order=DESC&page=3&perPage=100',
      ),
    ).toEqual({
      q: 'lobby',
      status: [0, 2],
      type: ['RD'],
      group: ['Desks', 'A,B'],
      building: ['bld-1'],
      sort: 'status',
      order: 'desc',
      page: 3,
      perPage: 100,
    });
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(
      parse(
        `${filter({ status: [7, 'x', 1, '1'], type: ['XX', 'FD', 'CC'], q: 3 })}&sort=secret&order=up&page=-2&perPage=13`,
      ),
    ).toEqual({ ...DEFAULT_QUERY, status: [1], type: ['FD', 'CC'] });
    expect(parse('?filter=%7Bbroken')).toEqual(DEFAULT_QUERY);
    expect(parse(`${filter(['q'])}`)).toEqual(DEFAULT_QUERY);
    expect(parse('')).toEqual(DEFAULT_QUERY);
  });

  it('writes a short address that reads back as the same query', () => {
    expect(deviceAddress(DEFAULT_QUERY)).toBe('');
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
    const search = deviceAddress(query);
    expect(search).toMatch(/^\?filter=[^&]+&order=DESC&page=2&sort=lastConnected$/);
    expect(readListAddress(search).filter).toEqual({
      q: 'tower 2',
      status: [0],
      type: ['RD', 'FBD'],
      group: ['Floor, east'],
      building: ['bld-acme-1'],
    });
    // A group name with a comma stays whole.
    expect(parse(search)).toEqual(query);
    expect(deviceAddress({ ...DEFAULT_QUERY, perPage: 100 })).toBe('?perPage=100');
  });

  it('turns a Devices link of the earlier format into the same view', () => {
    const old = legacyDeviceAddress(
      '?q=lobby&status=0,2&type=RD&group=Desks&building=bld-1&sort=status&order=desc&page=3&perPage=100',
    );
    expect(old).not.toBeNull();
    expect(parse(old ?? '')).toEqual({
      q: 'lobby',
      status: [0, 2],
      type: ['RD'],
      group: ['Desks'],
      building: ['bld-1'],
      sort: 'status',
      order: 'desc',
      page: 3,
      perPage: 100,
    });
    expect(legacyDeviceAddress('?status=1')).toBe(deviceAddress({ ...DEFAULT_QUERY, status: [1] }));
    expect(legacyDeviceAddress('?order=asc')).toBe('');
  });

  it('leaves addresses of the present format and foreign ones alone', () => {
    expect(legacyDeviceAddress(deviceAddress({ ...DEFAULT_QUERY, q: 'x' }))).toBeNull();
    expect(legacyDeviceAddress('?sort=status&order=DESC')).toBeNull();
    expect(legacyDeviceAddress('?q=x&utm_source=mail')).toBeNull();
    expect(legacyDeviceAddress('')).toBeNull();
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
