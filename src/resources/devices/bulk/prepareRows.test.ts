import { describe, expect, it } from 'vitest';
import type { DeviceBulkRow } from '../../../domain/deviceBulk';
import { changesOf, payloadOf, prepareRow, summaryOf } from './prepareRows';
import { bulkRow, ref, roomCurrent } from '../../../test/deviceBulkRows';

describe('bulk row preparation', () => {
  it('passes a complete room display row and says what it changes, with names', () => {
    const prepared = prepareRow(bulkRow());
    expect(prepared).toMatchObject({ success: true, invalidFieldsCount: 0, unchanged: false });
    expect(prepared.changes).toEqual([{ field: 'room', before: 'Board Room', after: 'Focus Room' }]);
  });

  it('marks a row equal to the current configuration as unchanged', () => {
    const prepared = prepareRow(bulkRow({ room: ref('room-1', 'Board Room') }));
    expect(prepared).toMatchObject({ success: true, unchanged: true, changes: [] });
  });

  it.each([
    ['RD', { region: null, room: null, theme: null }, ['region', 'room', 'theme']],
    [
      'FD',
      { building: null, floors: [], defaultFloor: null, profile: null },
      ['selectedFloors', 'defaultFloor', 'building', 'profile'],
    ],
    ['FBD', { location: null, profile: null, theme: null }, ['profile', 'location']],
    ['', {}, ['displayType']],
    ['RD', { id: null }, ['deviceId']],
  ] as [string, Partial<DeviceBulkRow>, string[]][])(
    'lists the missing fields of a %s row',
    (type, overrides, fields) => {
      const prepared = prepareRow(bulkRow({ type, ...overrides }));
      expect(prepared.success).toBe(false);
      expect(prepared.missing).toEqual(fields);
      expect(prepared.invalidFieldsCount).toBe(fields.length);
    },
  );

  it.each(['SD', 'DD', 'XX'])(
    'says a filled display type %s is not configured in bulk, never that it is missing',
    (type) => {
      const prepared = prepareRow(bulkRow({ type }));
      expect(prepared).toMatchObject({ success: false, typeNotInBulk: true, invalidFieldsCount: 1 });
      expect(prepared.missing).not.toContain('displayType');
    },
  );

  it('says the empty row of a device not configured yet is to fill in or remove, not missing fields', () => {
    const empty = bulkRow({
      current: null,
      configId: null,
      region: null,
      room: null,
      profile: null,
      theme: null,
    });
    const prepared = prepareRow(empty);
    expect(prepared).toMatchObject({
      success: false,
      notConfigured: true,
      missing: [],
      invalidFieldsCount: 1,
    });
    expect(summaryOf([prepared, prepareRow(bulkRow())])).toMatchObject({
      invalid: 1,
      notConfigured: 1,
      toPush: 1,
    });
    // A configured device's emptied row is still a row with missing fields.
    expect(prepareRow({ ...empty, current: roomCurrent() })).toMatchObject({ notConfigured: false });
  });

  it('needs a default floor among the selected floors', () => {
    const floors = { type: 'FD', building: ref('b-1'), floors: [ref('f-1'), ref('f-2')] };
    expect(prepareRow(bulkRow({ ...floors, defaultFloor: ref('f-2') })).success).toBe(true);
    expect(prepareRow(bulkRow({ ...floors, defaultFloor: ref('f-3') })).missing).toEqual(['defaultFloor']);
  });

  it('fails ids the tenant does not have and a device that is not the tenant’s', () => {
    const prepared = prepareRow(bulkRow({ name: null, theme: ref('theme-x', null) }));
    expect(prepared.unknown).toEqual(['deviceId', 'theme']);
    expect(prepared.success).toBe(false);
  });

  it('fails a row older than the device’s configuration with the old-bulk-config case', () => {
    const prepared = prepareRow(bulkRow({ isModified: true }));
    expect(prepared).toMatchObject({ success: false, modified: true, invalidFieldsCount: 1 });
  });

  it('fails a Mini Display’s row, which bulk configuration leaves out, so that it is never pushed', () => {
    const prepared = prepareRow(bulkRow({ isMiniDisplay: true }));
    expect(prepared).toMatchObject({ success: false, miniDisplay: true, invalidFieldsCount: 1, changes: [] });
    expect(summaryOf([prepared, prepareRow(bulkRow())])).toMatchObject({ invalid: 1, toPush: 1 });
  });

  it('counts a row that is only out of date apart from rows with wrong values', () => {
    const stale = prepareRow(bulkRow({ isModified: true }));
    const staleAndWrong = prepareRow(bulkRow({ isModified: true, room: null }));
    expect(summaryOf([stale, staleAndWrong, prepareRow(bulkRow())])).toMatchObject({
      invalid: 2,
      stale: 1,
      wrong: 1,
      toPush: 1,
    });
  });

  it('shows a first configuration and a new display type as changes', () => {
    expect(changesOf(bulkRow({ current: null, configId: null }))[0]).toEqual({
      field: 'displayType',
      before: null,
      after: 'RD',
    });
    const feedback = bulkRow({
      type: 'FBD',
      location: ref('loc-1', 'Reception'),
      current: roomCurrent(),
    });
    // The room display's region, room and theme are cleared by the new type: the dry run says so.
    expect(changesOf(feedback).map((change) => change.field)).toEqual([
      'displayType',
      'location',
      'region',
      'room',
      'theme',
    ]);
    expect(changesOf(feedback).at(-1)).toEqual({ field: 'theme', before: 'Dark', after: null });
  });

  it('posts a row without configId and puts one with it', () => {
    expect(payloadOf(prepareRow(bulkRow({ configId: null }))).id).toBeUndefined();
    expect(payloadOf(prepareRow(bulkRow())).id).toBe('cfg-1');
    expect(payloadOf(prepareRow(bulkRow())).configurations[0].roomConfiguration?.roomUUID).toBe('room-2');
  });

  it('starts from the stored configuration and changes only what the sheet sets', () => {
    const stored = {
      id: 'cfg-1',
      deviceId: 'dev-1',
      modifiedDate: '2026-11-01T10:00:00.000Z',
      configurations: [
        {
          ...payloadOf(prepareRow(bulkRow())).configurations[0],
          duration: 30,
          order: 2,
          deskConfiguration: { kept: true },
        },
        { ...payloadOf(prepareRow(bulkRow())).configurations[0], order: 3, duration: 45 },
      ],
    };
    const payload = payloadOf(prepareRow(bulkRow({ theme: ref('theme-2', 'Light') })), stored);
    expect(payload.id).toBe('cfg-1');
    expect(payload.modifiedDate).toBe('2026-11-01T10:00:00.000Z');
    expect(payload.configurations[0]).toMatchObject({
      duration: 30,
      order: 2,
      deskConfiguration: { kept: true },
    });
    expect(payload.configurations[0].roomConfiguration?.themeId).toBe('theme-2');
    expect(payload.configurations[1]).toEqual(stored.configurations[1]);
  });

  it('counts rows to push, invalid and unchanged', () => {
    const rows = [bulkRow(), bulkRow({ isModified: true }), bulkRow({ room: ref('room-1', 'Board Room') })];
    expect(summaryOf(rows.map(prepareRow))).toEqual({
      total: 3,
      invalid: 1,
      unchanged: 1,
      toPush: 1,
      notConfigured: 0,
      stale: 1,
      wrong: 0,
    });
  });
});
