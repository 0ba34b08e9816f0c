import type { StoredRecord } from './collections';

/**
 * The list of an append-only resource (the activity log) in creation order, newest or oldest first, answered in
 * one pass over the tenant's entries instead of json-server's sort: records are appended as they are created, so
 * the array already is that order. 100,000 entries cost one walk per keystroke, never a sort (O(n log n)) and
 * never json-server's two evaluations of the filters and its deep copy.
 *
 * It reads the query json-server's router reads (`listQuery`'s output) and answers exactly what json-server
 * answers for it (`appendList.test.ts` compares both), with one difference: entries created in the same
 * millisecond come newest first, where json-server's stable sort would keep them oldest first.
 */

export interface AppendPage {
  page: StoredRecord[];
  total: number;
}

/**
 * One tenant's records of the collection in its order, with what the walk reads of them made once and kept: each
 * record's search text (made when first searched, or ahead of the search by `prepareSearch`) and the text of each
 * list a filter reads (`targetText`, made when first filtered by).
 */
export interface TenantView {
  records: StoredRecord[];
  searchText(index: number): string;
  listTexts: Map<string, (string | undefined)[]>;
  /** Makes the search texts not made yet, a slice at a time between other work, so that a first search is quick. */
  prepareSearch(): void;
}

type Query = Record<string, string | string[]>;
type Check = (record: StoredRecord, index: number) => boolean;

/** The fields an append-only list is answered in creation order by. */
const CREATION_ORDER_FIELDS = new Set(['createdAt']);
const OPERATOR = /(_lte|_gte|_ne|_like)$/;
/** What the walk reads itself; `tenant` is the view's. */
const RESERVED = new Set(['_sort', '_order', '_start', '_end', 'q', 'tenant']);
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

/** One value of a field filter against a record's value, as json-server's router compares them. */
function compare(suffix: string | undefined, value: string, element: unknown, pattern?: RegExp): boolean {
  if (suffix === '_gte') return value <= (element as string);
  if (suffix === '_lte') return value >= (element as string);
  const text = typeof element === 'string' ? element : String(element);
  if (suffix === '_ne') return value !== text;
  if (suffix === '_like') return (pattern as RegExp).test(text);
  return value === text;
}

/**
 * One field filter as json-server's router applies it (values of one key: any of them, all of them for `_ne`). A
 * list's text (json-server compares a list as its items joined by commas) is kept in the view once made.
 */
function fieldCheck(key: string, raw: string | string[], view: TenantView): Check {
  const values = ([] as string[]).concat(raw);
  const path = key.replace(OPERATOR, '');
  const keys = path.split('.');
  const suffix = OPERATOR.exec(key)?.[1];
  const patterns = values.map((value) => (suffix === '_like' ? new RegExp(value, 'i') : undefined));
  const listTexts = view.listTexts.get(path) ?? [];
  view.listTexts.set(path, listTexts);
  const elementAt = (record: StoredRecord, index: number): unknown => {
    const element = keys.length === 1 ? record[keys[0]] : valueAt(record, keys);
    if (!Array.isArray(element)) return element;
    return (listTexts[index] ??= String(element));
  };
  if (values.length === 1) {
    const [value] = values;
    const [pattern] = patterns;
    // The usual case, one value: no list to go through for each record.
    return (record, index) => {
      const element = elementAt(record, index);
      return element !== undefined && element !== null && compare(suffix, value, element, pattern);
    };
  }
  return (record, index) => {
    const element = elementAt(record, index);
    if (element === undefined || element === null) return false;
    const one = (value: string, index: number) => compare(suffix, value, element, patterns[index]);
    return suffix === '_ne' ? values.every(one) : values.some(one);
  };
}

/** Every text json-server's search reads in a record (truthy values, lower case). */
function searchTextOf(value: unknown, texts: string[] = []): string[] {
  if (!value) return texts;
  if (Array.isArray(value)) for (const item of value) searchTextOf(item, texts);
  else if (typeof value === 'object')
    for (const key in value) searchTextOf((value as Record<string, unknown>)[key], texts);
  else texts.push(String(value).toLowerCase());
  return texts;
}

/** Records searched at once by `prepareSearch` before it lets other work run. */
const PREPARE_SLICE = 5_000;

/**
 * A tenant's view of a collection (its records in order), as `appendOrderedList` walks it; `known` keeps the
 * search texts of records across views.
 */
export function tenantView(
  records: readonly StoredRecord[],
  tenant: string,
  known = new WeakMap<StoredRecord, string>(),
): TenantView {
  const own = records.filter((record) => record.tenant === tenant);
  const texts: (string | undefined)[] = [];
  const searchText = (index: number): string => {
    let text = texts[index];
    if (text === undefined) {
      const record = own[index];
      text = known.get(record) ?? searchTextOf(record).join(SEPARATOR);
      known.set(record, text);
      texts[index] = text;
    }
    return text;
  };
  let preparing = false;
  const prepareSearch = () => {
    if (preparing) return;
    preparing = true;
    let next = 0;
    const slice = () => {
      for (const end = Math.min(own.length, next + PREPARE_SLICE); next < end; next += 1) searchText(next);
      if (next < own.length) setImmediate(slice);
    };
    setImmediate(slice);
  };
  return { records: own, searchText, listTexts: new Map(), prepareSearch };
}

/**
 * Keeps each tenant's view of one append-only collection between lists: new records are added to it, and any
 * other change of the collection (the oldest dropped at the limit, another array) makes it anew. The search texts
 * of a view's records are kept with it, made the first time they are searched.
 */
export function tenantViews(): (records: readonly StoredRecord[], tenant: string) => TenantView {
  const views = new Map<string, TenantView>();
  const known = new WeakMap<StoredRecord, string>();
  let seen: { records: readonly StoredRecord[]; length: number; first?: StoredRecord; last?: StoredRecord } =
    {
      records: [],
      length: 0,
    };
  return (records, tenant) => {
    const { length } = records;
    const same = seen.records === records && seen.first === records[0];
    if (!(same && seen.length === length && seen.last === records[length - 1])) {
      const appended = same && length > seen.length && seen.last === records[seen.length - 1];
      if (appended)
        for (const record of records.slice(seen.length)) {
          const view = views.get(record.tenant);
          view?.records.push(record);
        }
      else views.clear();
      seen = { records, length, first: records[0], last: records[length - 1] };
    }
    let view = views.get(tenant);
    if (!view) {
      view = tenantView(records, tenant, known);
      views.set(tenant, view);
    }
    return view;
  };
}

/**
 * The page and total of a list of the view in creation order, or null when the query sorts by another field
 * (json-server answers those).
 */
export function appendOrderedList(view: TenantView, query: Query): AppendPage | null {
  const sort = typeof query._sort === 'string' ? query._sort : undefined;
  if (sort !== undefined && !CREATION_ORDER_FIELDS.has(sort)) return null;
  const newestFirst = sort !== undefined && query._order === 'desc';
  const start = Number(query._start ?? 0);
  const end = Number(query._end ?? Number.MAX_SAFE_INTEGER);
  const checks = Object.entries(query)
    .filter(([key]) => !RESERVED.has(key))
    .map(([key, value]) => fieldCheck(key, value, view));
  const q = typeof query.q === 'string' ? query.q.toLowerCase() : '';
  const { records } = view;
  const searched = (index: number): boolean => {
    if (!q) return true;
    if (q.includes(SEPARATOR)) return searchTextOf(records[index]).some((text) => text.includes(q));
    return view.searchText(index).includes(q);
  };
  const page: StoredRecord[] = [];
  let total = 0;
  const count = records.length;
  for (let step = 0; step < count; step += 1) {
    const index = newestFirst ? count - 1 - step : step;
    const record = records[index];
    let kept = true;
    for (const check of checks)
      if (!check(record, index)) {
        kept = false;
        break;
      }
    if (!kept || !searched(index)) continue;
    if (total >= start && total < end) page.push(record);
    total += 1;
  }
  return { page, total };
}
