import { describe, expect, it } from 'vitest';
import { applyListParams } from './listParams';

interface Row {
  id: string;
  name: string;
  status: number;
  tags?: string[];
  building: { name: string } | null;
}

const rows: Row[] = [
  { id: 'a', name: 'Room 10', status: 1, tags: ['lobby'], building: { name: 'north' } },
  { id: 'b', name: 'room 2', status: 0, building: { name: 'South' } },
  { id: 'c', name: 'Élan hall', status: 3, tags: ['hall', 'lobby'], building: null },
  { id: 'd', name: 'Atrium', status: 4, building: { name: 'Annex' } },
  { id: 'e', name: 'balcony', status: 3, building: { name: 'north' } },
];

const ids = (result: { data: Row[] }) => result.data.map((row) => row.id);

describe('applyListParams', () => {
  it('returns everything in the original order without parameters', () => {
    expect(applyListParams(rows, {})).toEqual({ data: rows, total: 5 });
  });

  it('sorts text case- and accent-insensitively, numbers inside names naturally', () => {
    expect(ids(applyListParams(rows, { sort: { field: 'name', order: 'ASC' } }))).toEqual([
      'd',
      'e',
      'c',
      'b',
      'a',
    ]);
    expect(ids(applyListParams(rows, { sort: { field: 'name', order: 'DESC' } }))).toEqual([
      'a',
      'b',
      'c',
      'e',
      'd',
    ]);
  });

  it('sorts numbers numerically and keeps ties in their original order', () => {
    expect(ids(applyListParams(rows, { sort: { field: 'status', order: 'ASC' } }))).toEqual([
      'b',
      'a',
      'c',
      'e',
      'd',
    ]);
    expect(ids(applyListParams(rows, { sort: { field: 'status', order: 'DESC' } }))).toEqual([
      'd',
      'c',
      'e',
      'a',
      'b',
    ]);
  });

  it('sorts by a nested field with missing values last in both directions', () => {
    const asc = applyListParams(rows, { sort: { field: 'building.name', order: 'ASC' } });
    expect(ids(asc)).toEqual(['d', 'a', 'e', 'b', 'c']);
    const desc = applyListParams(rows, { sort: { field: 'building.name', order: 'DESC' } });
    expect(ids(desc)).toEqual(['b', 'a', 'e', 'd', 'c']);
  });

  it('searches q over the chosen fields only, every word, ignoring case and accents', () => {
    const fields = ['name', 'building.name'];
    expect(ids(applyListParams(rows, { filter: { q: 'NORTH' } }, fields))).toEqual(['a', 'e']);
    expect(ids(applyListParams(rows, { filter: { q: 'elan' } }, fields))).toEqual(['c']);
    expect(ids(applyListParams(rows, { filter: { q: 'room north' } }, fields))).toEqual(['a']);
    expect(ids(applyListParams(rows, { filter: { q: 'lobby' } }, fields))).toEqual([]);
    expect(ids(applyListParams(rows, { filter: { q: 'lobby' } }, ['tags']))).toEqual(['a', 'c']);
    expect(applyListParams(rows, { filter: { q: '   ' } }, fields).total).toBe(5);
  });

  it('filters by equality, by a list of accepted values and by membership of an array field', () => {
    expect(ids(applyListParams(rows, { filter: { status: 3 } }))).toEqual(['c', 'e']);
    expect(ids(applyListParams(rows, { filter: { status: [0, 3] } }))).toEqual(['b', 'c', 'e']);
    expect(ids(applyListParams(rows, { filter: { status: ['0', '4'] } }))).toEqual(['b', 'd']);
    expect(ids(applyListParams(rows, { filter: { tags: 'hall' } }))).toEqual(['c']);
    expect(ids(applyListParams(rows, { filter: { 'building.name': 'north', status: 3 } }))).toEqual(['e']);
    expect(ids(applyListParams(rows, { filter: { building: null } }))).toEqual(['c']);
  });

  it('ignores empty filter values', () => {
    expect(applyListParams(rows, { filter: { status: [], name: undefined } }).total).toBe(5);
  });

  it('pages after filtering and sorting, and reports the filtered total', () => {
    const params = { sort: { field: 'status', order: 'ASC' as const }, pagination: { page: 2, perPage: 2 } };
    expect(applyListParams(rows, params)).toEqual({ data: [rows[2], rows[4]], total: 5 });
    const filtered = applyListParams(rows, { ...params, filter: { status: [1, 3, 4] } });
    expect(ids(filtered)).toEqual(['e', 'd']);
    expect(filtered.total).toBe(4);
    expect(applyListParams(rows, { pagination: { page: 9, perPage: 2 } })).toEqual({ data: [], total: 5 });
  });

  it('filters, sorts and pages 10,000 records (its speed is measured by npm run bench -- devices)', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: `d${index}`,
      name: `Display ${(index * 7919) % 10_000}`,
      status: index % 5,
      building: { name: `Building ${index % 37}` },
    }));
    const result = applyListParams(
      many,
      {
        filter: { q: 'display', status: [1, 3] },
        sort: { field: 'building.name', order: 'DESC' },
        pagination: { page: 3, perPage: 25 },
      },
      ['name', 'building.name'],
    );
    expect(result.total).toBe(4_000);
    expect(result.data).toHaveLength(25);
    expect(result.data.every((row) => row.building.name === 'Building 36')).toBe(true);
  });
});
