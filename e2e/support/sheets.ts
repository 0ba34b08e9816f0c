import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';

/** Spreadsheets in journeys: keep what the browser downloads, edit it the way a person would, save it back. */
export type Grid = string[][];

export const sheetFolder = (): string => mkdtempSync(join(tmpdir(), 'dm-sheets-'));

/** Presses a button and keeps the file the browser downloads; answers its sheets as text grids. */
export async function downloadSheets(page: Page, folder: string, press: () => Promise<void>, name: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const path = join(folder, name);
  await download.saveAs(path);
  const book = XLSX.read(readFileSync(path), { type: 'buffer' });
  const grid = (sheet: string): Grid =>
    XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheet], { header: 1, defval: '', raw: false });
  return { names: book.SheetNames, grid };
}

/** Saves grids as an .xlsx, as a spreadsheet program would after editing. */
export function saveBook(folder: string, name: string, sheets: Record<string, Grid>): string {
  const book = XLSX.utils.book_new();
  for (const [sheet, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet);
  const path = join(folder, name);
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
  return path;
}
