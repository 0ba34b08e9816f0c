import * as XLSX from 'xlsx';
import { expect } from 'vitest';
import type { Cells } from './sheetFiles';

/** The bulk calls of the mock as the console makes them, for its tests. */

/** Uploads a sheet as the console does (multipart `fileupload`) and reads the answer. */
export async function upload<T>(
  url: string,
  token: string,
  file: Buffer,
  name = 'bulk.xlsx',
  path = '/device/configuration/bulk',
) {
  const form = new FormData();
  form.append('fileupload', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The download in a language: its sheet names and each sheet as cells. */
export async function downloadBook(url: string, token: string, deviceIds: string[], language = 'en') {
  const response = await fetch(`${url}/device/configuration/bulk/download?language=${language}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deviceIds }),
  });
  expect(response.status).toBe(200);
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
  const grid = (name: string): Cells =>
    XLSX.utils.sheet_to_json<(string | null)[]>(book.Sheets[name], { header: 1, defval: null });
  return { names: book.SheetNames, grid };
}

/** The Devices sheet of an English download, which has the Devices and Help sheets. */
export async function download(url: string, token: string, deviceIds: string[]): Promise<Cells> {
  const { names, grid } = await downloadBook(url, token, deviceIds);
  expect(names).toEqual(['Devices', 'Help']);
  return grid('Devices');
}
