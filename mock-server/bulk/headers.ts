import type { CellValue } from './readSpreadsheet';

/** How a header cell is compared: case, spaces, dashes and underscores ignored. */
export const headerKey = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, '');

export type HeaderMatch<K extends string> =
  | { ok: true; columns: ReadonlyMap<K, number> }
  | { ok: false; problem: 'missingHeaders' | 'unknownHeaders' | 'duplicateHeaders'; names: string[] };

/**
 * Finds each known column in a header row by its name, wherever it stands. Names a header that is missing,
 * not known, or given twice. Header text is only compared, never used as an object key.
 */
export function matchHeaders<K extends string>(
  header: readonly CellValue[],
  known: Readonly<Record<K, string>>,
  optional: readonly K[] = [],
): HeaderMatch<K> {
  const byKey = new Map<string, K>();
  for (const [column, name] of Object.entries(known) as [K, string][]) byKey.set(headerKey(name), column);
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
  const missing = (Object.keys(known) as K[])
    .filter((column) => !columns.has(column) && !optional.includes(column))
    .map((column) => known[column]);
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
