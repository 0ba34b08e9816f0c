import { isIpv4 } from '../../src/domain/ipRange';
import { restore, type TextRow } from '../../src/domain/sheetText';
import {
  OPTIONAL_PLAYER_COLUMNS,
  PLAYER_NAME_MAX,
  PLAYER_SHEET_COLUMNS,
  type PlayerBulkRow,
  type PlayerSheetColumn,
  type PlayerSheetEntry,
} from '../../src/domain/playerBulk';
import { cellText, matchHeaders, type ColumnNames } from './headers';
import type { SheetRow } from './readSpreadsheet';
import type { SheetTexts } from '../../src/domain/sheetWords';

const ORDER = Object.keys(PLAYER_SHEET_COLUMNS) as PlayerSheetColumn[];

/**
 * The player sheet of the download, headed in the user's language: serial, name, current username and address of
 * each player sent; the password left blank (a blank password with the same username keeps the login).
 */
export function* playerSheetRows(
  players: readonly PlayerSheetEntry[],
  texts: SheetTexts,
): Generator<TextRow> {
  yield ORDER.map((column) => texts.players[column]);
  for (const player of players)
    yield [player.serialNumber, player.deviceName, player.username ?? '', '', player.ip];
}

export type PlayerRowsResult =
  | { ok: true; rows: PlayerBulkRow[] }
  | {
      ok: false;
      problem: 'missingHeaders' | 'unknownHeaders' | 'duplicateHeaders' | 'empty';
      names: string[];
    };

/**
 * The rows of an uploaded player sheet (000 §3). The server refuses a row (isValid false) whose serial number
 * an earlier row already has, whose address is not IPv4, or whose name is too long; the console applies the
 * other rules of 000 §5.
 */
export function playerRowsOf(
  sheet: readonly SheetRow[],
  columns: ColumnNames<PlayerSheetColumn>,
): PlayerRowsResult {
  const [header, ...body] = sheet;
  const match = matchHeaders(header.cells, columns, OPTIONAL_PLAYER_COLUMNS);
  if (!match.ok) return { ok: false, problem: match.problem, names: match.names };
  const seen = new Set<string>();
  const rows = body.map(({ number, cells }): PlayerBulkRow => {
    const text = (column: PlayerSheetColumn) => restore(cellText(cells, match.columns.get(column)));
    const serialNumber = text('serialNumber');
    const ip = text('ip');
    const deviceName = text('deviceName');
    const repeated = serialNumber !== '' && seen.has(serialNumber.toLowerCase());
    seen.add(serialNumber.toLowerCase());
    return {
      row: number,
      serialNumber,
      deviceName,
      username: text('username'),
      // A password is kept exactly as typed, spaces included.
      password: (() => {
        const index = match.columns.get('password');
        const value = index === undefined ? null : cells[index];
        return value === null || value === undefined ? '' : restore(String(value));
      })(),
      ip,
      isValid: !repeated && (ip === '' || isIpv4(ip)) && deviceName.length <= PLAYER_NAME_MAX,
    };
  });
  if (rows.length === 0) return { ok: false, problem: 'empty', names: [] };
  return { ok: true, rows };
}
