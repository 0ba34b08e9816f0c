import type { CellValue } from './readSpreadsheet';

/**
 * How a header cell is compared: case, spaces, dashes, underscores and apostrophes (straight or curly, as
 * spreadsheet programs' autocorrect swaps them) ignored, accents in one Unicode form.
 */
export const headerKey = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_'’-]+/g, '');

/** The columns of a sheet: every name each goes by (any language), and how an answer names it. */
export interface ColumnNames<K extends string> {
  names: Readonly<Record<K, readonly string[]>>;
  /** The name a missing column is reported by: the user's language. */
  labels: Readonly<Record<K, string>>;
}

export type HeaderMatch<K extends string> =
  | { ok: true; columns: ReadonlyMap<K, number> }
  | { ok: false; problem: 'missingHeaders' | 'unknownHeaders' | 'duplicateHeaders'; names: string[] };

/**
 * Finds each known column in a header row by any of its names, wherever it stands, so a sheet headed in any
 * of the console's languages reads the same. Names a header that is missing (in the labels' language), not
 * known, or given twice. Header text is only compared, never used as an object key.
 */
export function matchHeaders<K extends string>(
  header: readonly CellValue[],
  known: ColumnNames<K>,
  optional: readonly K[] = [],
): HeaderMatch<K> {
  const byKey = new Map<string, K>();
  for (const [column, names] of Object.entries(known.names) as [K, readonly string[]][])
    for (const name of names) byKey.set(headerKey(name), column);
  const columns = new Map<K, number>();
  const unknown: string[] = [];
  const twice: string[] = [];
  header.forEach((cell, index) => {
    const text = cell === null ? '' : String(cell).trim();
    if (text === '') return;
    const column = byKey.get(headerKey(text));
    if (column === undefined) unknown.push(text);
    else if (columns.has(column)) twice.push(text);
    else columns.set(column, index);
  });
  if (twice.length > 0) return { ok: false, problem: 'duplicateHeaders', names: twice };
  const missing = (Object.keys(known.labels) as K[])
    .filter((column) => !columns.has(column) && !optional.includes(column))
    .map((column) => known.labels[column]);
  if (missing.length > 0) return { ok: false, problem: 'missingHeaders', names: missing };
  if (unknown.length > 0) return { ok: false, problem: 'unknownHeaders', names: unknown };
  return { ok: true, columns };
}

/** A cell as trimmed text ('' for empty); ids typed as numbers become their digits. */
export function cellText(cells: readonly CellValue[], index: number | undefined): string {
  if (index === undefined) return '';
  const value = cells[index];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  return String(value).trim();
}
