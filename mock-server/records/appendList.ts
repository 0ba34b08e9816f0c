import type { StoredRecord } from './collections';

/**
 * The list of an append-only resource (the activity log) in creation order, newest or oldest first, answered in
 * one pass over the collection instead of json-server's sort: records are appended as they are created, so the
 * array already is that order. 100,000 entries cost one walk per keystroke, never a sort (O(n log n)) and never
 * json-server's two evaluations of the filters and its deep copy.
 *
 * It reads the query json-server's router reads (`listQuery`'s output) and answers exactly what json-server
 * answers for it (`appendList.test.ts` compares both), with one difference: entries created in the same
 * millisecond come newest first, where json-server's stable sort would keep them oldest first.
 */

export interface AppendPage {
  page: StoredRecord[];
  total: number;
}

type Query = Record<string, string | string[]>;
type Check = (record: StoredRecord) => boolean;

/** The fields an append-only list is answered in creation order by. */
const CREATION_ORDER_FIELDS = new Set(['createdAt']);
const OPERATOR = /(_lte|_gte|_ne|_like)$/;
const RESERVED = new Set(['_sort', '_order', '_start', '_end', 'q']);
/** Separates the texts of one record in its search text: a search never holds it (see `searchesWhole`). */
const SEPARATOR = '\u0000';

const valueAt = (record: unknown, keys: readonly string[]): unknown => {
  let value = record;
  for (const key of keys) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

/** One field filter as json-server's router applies it (values of one key: any of them, all of them for `_ne`). */
function fieldCheck(key: string, raw: string | string[]): Check {
  const values = ([] as string[]).concat(raw);
  const keys = key.replace(OPERATOR, '').split('.');
  const suffix = OPERATOR.exec(key)?.[1];
  const patterns = suffix === '_like' ? values.map((value) => new RegExp(value, 'i')) : [];
  const one = (element: unknown, value: string, index: number): boolean => {
    if (suffix === '_gte') return value <= (element as string);
    if (suffix === '_lte') return value >= (element as string);
    const text = String(element);
    if (suffix === '_ne') return value !== text;
    if (suffix === '_like') return patterns[index].test(text);
    return value === text;
  };
  return (record) => {
    const element = valueAt(record, keys);
    if (element === undefined || element === null) return false;
    return suffix === '_ne'
      ? values.every((value, index) => one(element, value, index))
      : values.some((value, index) => one(element, value, index));
  };
}

/** Every text json-server's search reads in a record (truthy values, lower case), as one text. */
function searchTextOf(value: unknown, texts: string[] = []): string[] {
  if (!value) return texts;
  if (Array.isArray(value)) for (const item of value) searchTextOf(item, texts);
  else if (typeof value === 'object')
    for (const key in value) searchTextOf((value as Record<string, unknown>)[key], texts);
  else texts.push(String(value).toLowerCase());
  return texts;
}

/** Remembers each record's search text: an append-only record never changes. */
export function searchTexts(): (record: StoredRecord) => string {
  const known = new WeakMap<StoredRecord, string>();
  return (record) => {
    let text = known.get(record);
    if (text === undefined) {
      text = searchTextOf(record).join(SEPARATOR);
      known.set(record, text);
    }
    return text;
  };
}

/**
 * The page and total of a list in creation order, or null when the query sorts by another field (json-server
 * answers those).
 */
export function appendOrderedList(
  records: readonly StoredRecord[],
  query: Query,
  textOf: (record: StoredRecord) => string,
): AppendPage | null {
  const sort = typeof query._sort === 'string' ? query._sort : undefined;
  if (sort !== undefined && !CREATION_ORDER_FIELDS.has(sort)) return null;
  const newestFirst = sort !== undefined && query._order === 'desc';
  const start = Number(query._start ?? 0);
  const end = Number(query._end ?? Number.MAX_SAFE_INTEGER);
  const checks = Object.entries(query)
    .filter(([key]) => !RESERVED.has(key))
    .map(([key, value]) => fieldCheck(key, value));
  const q = typeof query.q === 'string' ? query.q.toLowerCase() : '';
  const searchesWhole = q !== '' && !q.includes(SEPARATOR);
  const searched: Check = !q
    ? () => true
    : searchesWhole
      ? (record) => textOf(record).includes(q)
      : (record) => searchTextOf(record).some((text) => text.includes(q));
  const page: StoredRecord[] = [];
  let total = 0;
  const visit = (record: StoredRecord) => {
    if (!checks.every((check) => check(record)) || !searched(record)) return;
    if (total >= start && total < end) page.push(record);
    total += 1;
  };
  if (newestFirst) for (let index = records.length - 1; index >= 0; index -= 1) visit(records[index]);
  else for (const record of records) visit(record);
  return { page, total };
}
