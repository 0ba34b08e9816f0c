import type { WorkBook, WorkSheet, utils as XlsxUtils } from 'xlsx';

/**
 * Writing spreadsheets that no spreadsheet program evaluates: every cell is a text cell, and text starting
 * with = + - @, a tab or a carriage return (or the full-width = + - @) gets a leading apostrophe, the usual
 * "this is text" mark, which an upload takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Takes off the apostrophe `neutralise` added (and only that one). */
export const restore = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

export type TextRow = readonly (string | number | null | undefined)[];

/** What a sheet cell holds for a value: numbers as their text, empty values as empty text, formulas neutralised. */
export const cellTextOf = (value: TextRow[number]): string =>
  neutralise(value === null || value === undefined ? '' : String(value));

/** A column's width in characters once it holds `text` too: room for the longest text, from 8 to 60. */
export const widthWith = (width: number | undefined, text: string): number =>
  Math.min(60, Math.max(width ?? 8, text.length + 2));

/** A sheet of text cells: numbers are written as their text, empty values as empty text. */
function textSheet(utils: typeof XlsxUtils, rows: readonly TextRow[]): WorkSheet {
  const sheet: WorkSheet = {};
  let lastCol = 0;
  const widths: number[] = [];
  rows.forEach((row, r) => {
    row.forEach((value, c) => {
      const text = cellTextOf(value);
      sheet[utils.encode_cell({ r, c })] = { t: 's', v: text };
      lastCol = Math.max(lastCol, c);
      widths[c] = widthWith(widths[c], text);
    });
  });
  sheet['!ref'] = utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, rows.length - 1), c: lastCol },
  });
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

/** A workbook of text sheets, in the given order. */
export function textWorkbook(
  utils: typeof XlsxUtils,
  sheets: readonly { name: string; rows: readonly TextRow[] }[],
): WorkBook {
  const workbook = utils.book_new();
  for (const { name, rows } of sheets) utils.book_append_sheet(workbook, textSheet(utils, rows), name);
  return workbook;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
