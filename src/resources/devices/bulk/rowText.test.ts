import { describe, expect, it } from 'vitest';
import { prepareRow } from './prepareRows';
import { faultLabels, resultSheetRows, rowLines, rowStatus } from './rowText';
import { bulkRow, ref, roomCurrent } from '../../../test/deviceBulkRows';
import en from '../../../i18n/en';
import { flattenMessages } from '../../../i18n/messages';

const translate = (key: string, args: Record<string, unknown> = {}) =>
  `${key}${Object.keys(args).length ? JSON.stringify(args) : ''}`;

describe('bulk row texts', () => {
  it('explains errors, changes and rows without change', () => {
    const broken = prepareRow(bulkRow({ room: null, theme: ref('t-x', null), isModified: true }));
    expect(rowLines(translate, broken)).toEqual([
      'dm.bulk.rows.missing{"field":"dm.devicesTab.fields.room"}',
      'dm.bulk.rows.unknown{"field":"dm.devicesTab.fields.theme","id":"t-x"}',
      'dm.bulk.rows.oldConfig',
    ]);
    expect(rowLines(translate, prepareRow(bulkRow({ isMiniDisplay: true })))).toEqual([
      'dm.bulk.rows.miniDisplay',
    ]);
    expect(rowStatus(broken, undefined, false)).toMatchObject({ args: { smart_count: 3 } });
    expect(rowLines(translate, prepareRow(bulkRow()))).toEqual([
      'dm.bulk.rows.change{"field":"dm.devicesTab.fields.room","before":"Board Room","after":"Focus Room"}',
    ]);
    expect(rowLines(translate, prepareRow(bulkRow({ room: ref('room-1', 'Board Room') })))).toEqual([
      'dm.bulk.rows.noChange',
    ]);
  });

  it('names a service display as not configured in bulk, and an empty row of a new device as to fill in', () => {
    expect(rowLines(translate, prepareRow(bulkRow({ type: 'SD' })))).toEqual([
      'dm.bulk.rows.typeNotInBulk{"type":"dm.devices.type.SD{\\"_\\":\\"SD\\"}"}',
    ]);
    const empty = bulkRow({
      current: null,
      configId: null,
      region: null,
      room: null,
      profile: null,
      theme: null,
    });
    expect(rowLines(translate, prepareRow(empty))).toEqual(['dm.bulk.rows.notConfigured']);
    expect(faultLabels(translate, [prepareRow(empty)], 'missing')).toBe('');
    const texts = flattenMessages(en);
    expect(texts['dm.bulk.rows.notConfigured']).toBe('Not configured yet: fill in or remove this row.');
  });

  it('lists the missing field labels once, in the order of the spec, apart from the fields filled wrong', () => {
    const rows = [
      bulkRow({ theme: null }),
      bulkRow({ region: null, theme: null }),
      bulkRow({ profile: ref('p-x', null) }),
    ].map(prepareRow);
    expect(faultLabels(translate, rows, 'missing')).toBe(
      'dm.devicesTab.fields.region, dm.devicesTab.fields.theme',
    );
    expect(faultLabels(translate, rows, 'invalid')).toBe('dm.devicesTab.fields.profile');
    expect(faultLabels(translate, rows.slice(2), 'missing')).toBe('');
  });

  it('says which display type a theme is of when it is not the row’s, and what else does not fit', () => {
    const texts = flattenMessages(en);
    const english = (key: string, args: Record<string, unknown> = {}) =>
      (texts[key] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
    const row = prepareRow(
      bulkRow({
        theme: { id: 'th-fd', name: null, mismatch: { kind: 'otherType', type: 'FD' } },
        room: { id: 'room-9', name: null, mismatch: { kind: 'otherRegion', region: 'North' } },
        profile: ref('p-x', null),
      }),
    );
    expect(rowLines(english, row)).toEqual([
      'Room “room-9” is not in region “North”',
      'Profile: “p-x” does not belong to this tenant',
      'Theme: “th-fd” belongs to a different display type (Floor display) from this row (Room display)',
    ]);
  });

  it('writes every row with its outcome and reason into the result sheet', () => {
    const rows = [bulkRow(), bulkRow({ id: 'dev-2', row: 3 }), bulkRow({ row: 4, region: null })].map(
      prepareRow,
    );
    const sheet = resultSheetRows(
      translate,
      rows,
      new Map([
        [0, { state: 'success' }],
        [1, { state: 'failed', reason: 'dm.errors.code.50003', kind: 'error' }],
      ] as const),
    );
    expect(sheet).toHaveLength(4);
    expect(sheet[1].slice(0, 4)).toEqual(['2', 'dev-1', 'Lobby', 'dm.bulk.status.success']);
    expect(sheet[2][4]).toMatch(/^dm.errors.code.50003/);
    expect(sheet[3][4]).toBe('dm.bulk.rows.missing{"field":"dm.devicesTab.fields.region"}');
  });

  it('names display types in the reader’s words, in the dialog and in the result sheet', () => {
    const texts = flattenMessages(en);
    const english = (key: string, args: Record<string, unknown> = {}) =>
      (texts[key] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
    const first = prepareRow(bulkRow({ current: null, configId: null }));
    expect(rowLines(english, first)[0]).toBe('Display type: none → Room display');
    const retyped = prepareRow(
      bulkRow({ type: 'FBD', room: null, location: ref('loc-1', 'Reception'), current: roomCurrent() }),
    );
    const sheet = resultSheetRows(english, [retyped], new Map([[0, { state: 'success' }]] as const));
    expect(sheet[1][5].split('\n')[0]).toBe('Display type: Room display → Feedback display');
  });
});
