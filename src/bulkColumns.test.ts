import type { TranslateFunction } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { deviceRowsOf, deviceSheetRows, tenantIndex } from '../mock-server/bulk/deviceSheet';
import { deviceColumns } from '../mock-server/bulk/sheetLanguage';
import { seed } from '../mock-server/db/seed';
import type { DbData } from '../mock-server/db/types';
import { LANGUAGE_CODES } from './contract/languages';
import { DEVICE_SHEET_ORDER, type DeviceBulkRow, type DeviceSheetColumn } from './domain/deviceBulk';
import { SHEET_WORDS } from './domain/sheetWords';
import type { ConfigurationPayload } from './domain/configuration/configurationModel';
import { prepareRow } from './resources/devices/bulk/prepareRows';
import { pushRows } from './resources/devices/bulk/pushRows';
import { rowLines } from './resources/devices/bulk/rowText';

/**
 * The recipe of a bulk column (README, "How to add a bulk column"), checked: DEVICE_SHEET in
 * src/domain/deviceBulk.ts is the one list, and for every column on it each file the recipe names is shown to
 * handle it, and named here when it does not. Each check edits one cell of a device's downloaded row and looks
 * for the difference the file should make.
 */
const PIECES = {
  parser: 'mock-server/bulk/deviceSheet.ts (deviceRowsOf reads it into a field of DeviceBulkRow)',
  check: 'src/resources/devices/bulk/prepareRows.ts (prepareRow checks it)',
  text: 'src/resources/devices/bulk/rowText.ts (rowLines says what is wrong with it)',
  push: 'src/resources/devices/bulk/pushRows.ts (pushRows sends it, through payloadOf)',
} as const;
type Piece = keyof typeof PIECES;

/** What a column leaves out on purpose, and why. Any other column must reach every piece. */
const LEFT_OUT: Partial<Record<DeviceSheetColumn, Partial<Record<Piece, string>>>> = {
  deviceName: Object.fromEntries(
    Object.keys(PIECES).map((piece) => [
      piece,
      'for people: the row takes the name the tenant gives the device',
    ]),
  ),
  buildingId: {
    push: 'a stored configuration keeps no building (000 §3): the column checks that the floors are the building’s',
  },
  configVersion: {
    push: 'the version sent back is the one read just before the push (pushRows `read`), never the sheet’s',
  },
};

const data = seed({ devices: 60, now: Date.UTC(2026, 0, 1) }) as DbData;
const index = tenantIndex(data, 'acme');
const at = (column: DeviceSheetColumn) => DEVICE_SHEET_ORDER.indexOf(column);

/** A downloaded row (text cells) read back as an upload would be: header row and the one row. */
function parsed(cells: readonly string[]): DeviceBulkRow {
  const header = DEVICE_SHEET_ORDER.map((column) => SHEET_WORDS.en.columns[column]);
  const result = deviceRowsOf(
    index,
    [
      { number: 1, cells: header },
      { number: 2, cells: [...cells] },
    ],
    deviceColumns('en'),
  );
  if (!result.ok) throw new Error(`the sheet was refused: ${result.problem} ${result.names.join(', ')}`);
  return result.rows[0];
}

/**
 * One configured device of each type whose downloaded row comes back valid: the rows each check edits. Found
 * when first asked for, so that a column without its sheet words is named by the test of those alone.
 */
let found: string[][] | undefined;
function bases(): string[][] {
  found ??= ['RD', 'FD', 'FBD'].map((type) => {
    const cells = data.devices
      .filter((device) => device.tenantId === 'acme' && device.type === type)
      .map((device) =>
        [...deviceSheetRows(index, [device], SHEET_WORDS.en)][1].map((cell) => String(cell ?? '')),
      )
      .find((row) => prepareRow(parsed(row)).success);
    if (!cells) throw new Error(`the seed has no configured ${type} device whose download is valid`);
    return cells;
  });
  return found;
}

/** The row with one cell set to a value no tenant has. */
const edited = (cells: readonly string[], column: DeviceSheetColumn) =>
  cells.map((cell, i) => (i === at(column) ? `NOT-A-${column.toUpperCase()}` : cell));

const translate = ((key: string, args?: object) =>
  `${key} ${JSON.stringify(args ?? {})}`) as TranslateFunction;
const checked = (row: DeviceBulkRow) => {
  const { source: _source, ...rest } = prepareRow(row);
  return rest;
};

/** The texts of every string in what a push sends for the row: the device id and the body. */
async function pushed(cells: readonly string[]): Promise<Set<string>> {
  const sent: [string, ConfigurationPayload][] = [];
  await pushRows([prepareRow(parsed(cells))], async (id, payload) => sent.push([id, payload]), {
    concurrency: 1,
  });
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(sent);
  return texts;
}

/** Whether some base row, with the column's cell edited, comes out otherwise than the row as downloaded. */
async function reaches(piece: Piece, column: DeviceSheetColumn): Promise<boolean> {
  for (const cells of bases()) {
    const before = parsed(cells);
    const after = parsed(edited(cells, column));
    if (piece === 'parser' && JSON.stringify(after) !== JSON.stringify(before)) return true;
    if (piece === 'check' && JSON.stringify(checked(after)) !== JSON.stringify(checked(before))) return true;
    if (
      piece === 'text' &&
      rowLines(translate, prepareRow(after)).join() !== rowLines(translate, prepareRow(before)).join()
    )
      return true;
    if (piece === 'push') {
      // Every value of the cell is sent, one at least that no other cell of the row holds.
      const values = cells[at(column)].split(', ').filter((value) => value !== '');
      const elsewhere = cells.filter((_, i) => i !== at(column));
      const sent = await pushed(cells);
      if (
        values.length > 0 &&
        values.every((value) => sent.has(value)) &&
        values.some((value) => !elsewhere.includes(value))
      )
        return true;
    }
  }
  return false;
}

describe('the recipe of a bulk column (README, "How to add a bulk column")', () => {
  it('has a header and a Help meaning for every column in every language', () => {
    const missing = LANGUAGE_CODES.flatMap((code) =>
      DEVICE_SHEET_ORDER.flatMap((column) => [
        ...(SHEET_WORDS[code].columns[column] ? [] : [`src/domain/sheetWords/${code}.ts columns.${column}`]),
        ...(SHEET_WORDS[code].help.meanings[column]
          ? []
          : [`src/domain/sheetWords/${code}.ts help.meanings.${column}`]),
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('starts from rows of each display type that come back valid and unchanged', () => {
    expect(bases().map((cells) => parsed(cells).type)).toEqual(['RD', 'FD', 'FBD']);
    expect(bases().map((cells) => prepareRow(parsed(cells)).unchanged)).toEqual([true, true, true]);
  });

  it('reads, checks, explains and pushes every column, naming each file that leaves one out', async () => {
    const missing: string[] = [];
    for (const column of DEVICE_SHEET_ORDER)
      for (const piece of Object.keys(PIECES) as Piece[])
        if (!LEFT_OUT[column]?.[piece] && !(await reaches(piece, column)))
          missing.push(`${PIECES[piece]}: ${column}`);
    expect(missing).toEqual([]);
  });

  it('leaves a column out of a file only where that is true', async () => {
    const wrong: string[] = [];
    for (const [column, pieces] of Object.entries(LEFT_OUT) as [DeviceSheetColumn, Record<Piece, string>][])
      for (const piece of Object.keys(pieces) as Piece[])
        if (await reaches(piece, column)) wrong.push(`${column} does reach ${PIECES[piece]}`);
    expect(wrong).toEqual([]);
  });
});
