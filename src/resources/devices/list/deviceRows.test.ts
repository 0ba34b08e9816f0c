import { describe, expect, it, vi } from 'vitest';
import type { Device } from '../deviceModel';
import { applyListParams } from '../../../dataProvider/listParams';
import { DEFAULT_QUERY } from './deviceQuery';
import {
  filterChoices,
  fleetStatusCounts,
  lastPage,
  pageOf,
  placeOf,
  queryRows,
  toRows,
  warmSearch,
  type DeviceRow,
} from './deviceRows';

const device = (id: number, patch: Partial<Device>): Device => ({
  id: `dev-${id}`,
  name: `Display ${id}`,
  label: null,
  type: 'RD',
  status: 1,
  modelId: 'TD-1070',
  serialNumber: `QBX${id}`,
  ipAddress: `10.0.0.${id}`,
  group: null,
  firmwareVersion: '4.2.1',
  osVersion: 'Android 7.1.2',
  appVersion: '2.3.0',
  lastConnected: null,
  configId: null,
  region: null,
  building: null,
  room: null,
  location: null,
  ...patch,
});

const tower = { id: 'b1', name: 'Tower' };
const plaza = { id: 'b2', name: 'Plaza' };
const devices = [
  device(1, { label: 'Lobby', status: 0, building: tower, room: { id: 'r1', name: 'Board Room' } }),
  device(2, { type: 'FD', status: 1, building: tower, group: 'Wayfinding' }),
  device(3, { type: 'FBD', status: 0, building: plaza, location: { id: 'l1', name: 'Plaza Canteen' } }),
  device(4, { status: 2, name: 'Élan room', appVersion: null }),
  device(10, { status: 1, building: plaza, group: 'Wayfinding', lastConnected: '2024-05-01T10:00:00Z' }),
];
const labels: Record<string, string> = { RD: 'Room display', FD: 'Floor display', FBD: 'Feedback display' };
const rows = toRows(devices, (type) => labels[type] ?? type);
const ids = (list: readonly { id: string }[]) => list.map((row) => row.id);

describe('device rows', () => {
  it('asks for the label of each display type once', () => {
    const asked: string[] = [];
    toRows(devices, (type) => {
      asked.push(type);
      return type;
    });
    expect(asked).toEqual(['RD', 'FD', 'FBD']);
  });

  it('names each model once: its own name where the console has one, else its model id', () => {
    const asked: string[] = [];
    const named = toRows(
      [...devices, device(11, { modelId: 'TD-0360' }), device(12, { modelId: '' })],
      String,
      (model) => {
        asked.push(model);
        return model === 'TD-0360' ? 'Mini Display (TD-0360)' : model;
      },
    );
    expect(named.map((row) => row.model)).toEqual([
      ...devices.map(() => 'TD-1070'),
      'Mini Display (TD-0360)',
      '',
    ]);
    expect(asked).toEqual(['TD-1070', 'TD-0360']);
    expect(rows[0].model).toBe('TD-1070');
  });

  it('shows the label before the name, the place and the versions', () => {
    expect(rows[0]).toMatchObject({ title: 'Lobby', place: 'Tower / Board Room', typeLabel: 'Room display' });
    expect(rows[2].place).toBe('Plaza Canteen');
    expect(rows[1].place).toBe('Tower');
    expect(rows[3].versions).toBe('— / 4.2.1');
    expect(placeOf({ building: null, room: null, location: null })).toBe('');
  });

  it('searches names, labels, places, groups, serials and type labels, ignoring case and accents', () => {
    const search = (q: string) => ids(queryRows(rows, { ...DEFAULT_QUERY, q }).matching);
    expect(search('lobby')).toEqual(['dev-1']);
    expect(search('elan')).toEqual(['dev-4']);
    expect(search('canteen')).toEqual(['dev-3']);
    expect(search('QBX10')).toEqual(['dev-10']);
    expect(search('floor display')).toEqual(['dev-2']);
    expect(search('tower wayfinding')).toEqual(['dev-2']);
  });

  it('filters by status, type, group and building together', () => {
    const run = (patch: Partial<typeof DEFAULT_QUERY>) =>
      ids(queryRows(rows, { ...DEFAULT_QUERY, ...patch }).matching);
    expect(run({ status: [0] })).toEqual(['dev-3', 'dev-1']);
    expect(run({ status: [0, 2], type: ['RD'] })).toEqual(['dev-4', 'dev-1']);
    expect(run({ group: ['Wayfinding'], building: ['b2'] })).toEqual(['dev-10']);
    expect(run({ building: ['b1', 'b2'], type: ['FBD'] })).toEqual(['dev-3']);
  });

  it('counts statuses over the whole fleet, whatever the search and filters narrow the list to', () => {
    const result = queryRows(rows, { ...DEFAULT_QUERY, status: [0], building: ['b1', 'b2'] });
    expect(ids(result.matching)).toEqual(['dev-3', 'dev-1']);
    const counts = fleetStatusCounts(rows);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(rows.length);
    const byStatus = (status: number) => rows.filter((row) => row.status === status).length;
    expect(counts).toEqual({
      0: byStatus(0),
      1: byStatus(1),
      2: byStatus(2),
      3: byStatus(3),
      4: byStatus(4),
    });
  });

  it('sorts on any column, numbers in names in numeric order, empty values last', () => {
    const sorted = (sort: typeof DEFAULT_QUERY.sort, order: 'asc' | 'desc' = 'asc') =>
      ids(queryRows(rows, { ...DEFAULT_QUERY, sort, order }).matching);
    expect(sorted('title')).toEqual(['dev-2', 'dev-3', 'dev-10', 'dev-4', 'dev-1']);
    expect(sorted('status', 'desc').slice(0, 1)).toEqual(['dev-4']);
    expect(sorted('lastConnected')[0]).toBe('dev-10');
    expect(sorted('group').slice(0, 2)).toEqual(['dev-2', 'dev-10']);
  });

  it('lists in the order a filter-then-sort gives, ties in the download order, sort after sort', () => {
    // Many rows that tie on status and group: the sorted list kept per download must keep their order, whether a
    // narrowed query comes before the whole list was sorted or after.
    const fleet = toRows(
      Array.from({ length: 60 }, (_, index) =>
        device(index + 1, {
          status: ([0, 1, 2] as const)[index % 3],
          group: index % 4 ? `Group ${index % 5}` : null,
          name: `Display ${(index * 7) % 13}`,
        }),
      ),
      String,
    );
    const fields = ['status', 'group', 'title', 'lastConnected'] as const;
    for (const sort of fields)
      for (const order of ['asc', 'desc'] as const)
        for (const q of ['display 1', '', 'qbx2'])
          for (const status of [[0, 2], []] as (0 | 2)[][]) {
            const query = { ...DEFAULT_QUERY, sort, order, q, status };
            const byFilterThenSort = applyListParams(
              applyListParams(fleet, { filter: { q } }, ['search']).data,
              { filter: { status }, sort: { field: sort, order: order === 'desc' ? 'DESC' : 'ASC' } },
            ).data;
            expect(ids(queryRows(fleet, query).matching)).toEqual(ids(byFilterThenSort));
          }
  });

  it('pages the matching rows', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(lastPage(0, 50)).toBe(1);
    expect(lastPage(101, 50)).toBe(3);
  });
});

describe('search texts made while the page is idle', () => {
  /** Rows that count how often their search text is read. */
  const counted = (count: number) => {
    const reads: number[] = new Array<number>(count).fill(0);
    const list = Array.from({ length: count }, (_, index) => ({
      get search() {
        reads[index] += 1;
        return '';
      },
    })) as unknown as DeviceRow[];
    return { list, reads };
  };

  it('starts at the first idle moment and folds every row once, 5 ms a task, until told to stop', async () => {
    vi.useFakeTimers();
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    // Each look at the clock finds 3 ms gone: a task folds one batch, then sees its 5 ms spent.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    try {
      const whole = counted(5_000);
      const folded = () => whole.reads.filter((read) => read > 0).length;
      warmSearch(whole.list);
      await vi.runAllTimersAsync();
      expect(folded()).toBe(0);
      waiting.shift()?.();
      expect(folded()).toBe(500);
      await vi.advanceTimersToNextTimerAsync();
      expect(folded()).toBe(1_000);
      await vi.runAllTimersAsync();
      expect(whole.reads.every((reads) => reads === 1)).toBe(true);

      const stopped = counted(5_000);
      const stop = warmSearch(stopped.list);
      waiting.shift()?.();
      stop();
      await vi.runAllTimersAsync();
      expect(stopped.reads.filter((reads) => reads > 0)).toHaveLength(500);
    } finally {
      now.mockRestore();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('makes the same search text whenever it is first read', () => {
    const [early] = toRows(devices, (type) => labels[type] ?? type);
    const [late] = toRows(devices, (type) => labels[type] ?? type);
    warmSearch([early])();
    expect(early.search).toBe(late.search);
    expect(early.search).toContain('qbx1');
  });
});

describe('filter choices', () => {
  it('offers each group and building the list holds once, sorted by name', () => {
    expect(filterChoices(rows)).toEqual({
      groups: [{ value: 'Wayfinding', label: 'Wayfinding' }],
      buildings: [
        { value: 'b2', label: 'Plaza' },
        { value: 'b1', label: 'Tower' },
      ],
    });
  });
});
