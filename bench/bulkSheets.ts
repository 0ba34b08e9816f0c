import * as XLSX from 'xlsx';
import { DEVICE_SHEET_COLUMNS } from '../src/domain/deviceBulk';

/** Sheets and calls the bulk benchmarks share: a device sheet downloaded from the mock, edited, sent back. */

export type Grid = string[][];

const authed = (token: string) => ({ authorization: `Bearer ${token}` });

export async function deviceIds(mockUrl: string, token: string): Promise<string[]> {
  const answer = await fetch(`${mockUrl}/device/all`, { headers: authed(token) });
  const body = (await answer.json()) as { result: { items: { id: string }[] } };
  return body.result.items.map((device) => device.id);
}

/** The Devices sheet of these devices as the mock downloads it. */
export async function downloadGrid(mockUrl: string, token: string, ids: readonly string[]): Promise<Grid> {
  const answer = await fetch(`${mockUrl}/device/configuration/bulk/download`, {
    method: 'POST',
    headers: { ...authed(token), 'content-type': 'application/json' },
    body: JSON.stringify({ deviceIds: ids }),
  });
  const book = XLSX.read(new Uint8Array(await answer.arrayBuffer()), { type: 'array' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets.Devices, { header: 1, defval: '', raw: false });
}

/** Every row made a room display of the given room, profile and theme (ids and versions kept). */
export function asRoomDisplays(
  grid: Grid,
  ids: { region: string; room: string; profile: string; theme: string },
): Grid {
  const [header, ...rows] = grid;
  const at = (name: string) => header.indexOf(name);
  return [
    header,
    ...rows.map((row) => {
      const next = [...row];
      next[at(DEVICE_SHEET_COLUMNS.displayType)] = 'RD';
      next[at(DEVICE_SHEET_COLUMNS.regionId)] = ids.region;
      next[at(DEVICE_SHEET_COLUMNS.roomId)] = ids.room;
      next[at(DEVICE_SHEET_COLUMNS.profileId)] = ids.profile;
      next[at(DEVICE_SHEET_COLUMNS.themeId)] = ids.theme;
      return next;
    }),
  ];
}

export const xlsxOf = (grid: Grid): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(grid), 'Devices');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};

export interface SheetAnswer<T> {
  status: number;
  body: { success: boolean; result: T[]; error: { code: number; message: string } | null };
}

/** POST /device/configuration/bulk with the file; the answer as it came, a refusal included. */
export async function postSheet<T>(mockUrl: string, token: string, file: Buffer): Promise<SheetAnswer<T>> {
  const form = new FormData();
  form.append('fileupload', new Blob([new Uint8Array(file)]), 'bench.xlsx');
  const answer = await fetch(`${mockUrl}/device/configuration/bulk`, {
    method: 'POST',
    headers: authed(token),
    body: form,
  });
  return { status: answer.status, body: (await answer.json()) as SheetAnswer<T>['body'] };
}

/** POST /device/configuration/bulk with the file; answers the rows. */
export async function validateSheet<T>(mockUrl: string, token: string, file: Buffer): Promise<T[]> {
  const { status, body } = await postSheet<T>(mockUrl, token, file);
  if (!body.success) throw new Error(`validation refused: ${body.error?.message ?? status}`);
  return body.result;
}
