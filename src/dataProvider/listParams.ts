import type { GetListParams } from 'ra-core';

/**
 * react-admin's getList parameters applied to a whole list held in memory (the device-control backend answers
 * whole lists): `q` full-text search, equality and array-membership filters, sort on any (nested) field,
 * pagination. Sort keys and search texts are computed once per record, so 10,000 records stay fast.
 */
export type ListParams = Partial<Pick<GetListParams, 'sort' | 'filter' | 'pagination'>>;

export interface ListPage<T> {
  data: T[];
  total: number;
}

type Path = readonly string[];

/** The value at `building.name`; a flat key with dots wins over the nested path. */
const valueAt = (record: unknown, field: string, path: Path): unknown => {
  if (record === null || typeof record !== 'object') return undefined;
  const flat = (record as Record<string, unknown>)[field];
  if (flat !== undefined || path.length === 1) return flat;
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /[\u0300-\u036f]/g;
const DIGIT = /\d/;
const DIGIT_RUNS = /\d+/g;
const PAD = '000000000000';

/** Lower case without accents: 'Élan' and 'elan' compare equal. */
export const fold = (text: string): string => {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
};

const padDigits = (run: string): string => (run.length >= PAD.length ? run : PAD.slice(run.length) + run);

/** Folded text with digit runs padded, so 'Room 2' sorts before 'Room 10' with a plain comparison. */
const textSortKey = (text: string): string => {
  const folded = fold(text);
  return DIGIT.test(folded) ? folded.replace(DIGIT_RUNS, padDigits) : folded;
};

type SortKey = number | string | null;

const sortKeyOf = (value: unknown): SortKey => {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string') return textSortKey(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return null;
};

/** Empty values last in both directions; numbers before text; otherwise by direction. */
const compareKeys = (a: SortKey, b: SortKey, direction: number): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return (a < b ? -1 : 1) * direction;
};

const searchText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(searchText).join(' ');
  return '';
};

type Predicate = (record: unknown) => boolean;

/** Every accepted form of the filter values: 3 also accepts '3', 'true' also accepts true, null also undefined. */
const acceptedValues = (wanted: readonly unknown[]): Set<unknown> => {
  const accepted = new Set<unknown>();
  for (const value of wanted) {
    accepted.add(value);
    if (value === null) accepted.add(undefined);
    if (typeof value === 'number' || typeof value === 'boolean') accepted.add(String(value));
    if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
      accepted.add(Number(value));
    if (value === 'true' || value === 'false') accepted.add(value === 'true');
  }
  return accepted;
};

const fieldPredicate = (field: string, wanted: unknown): Predicate | null => {
  if (wanted === undefined || (Array.isArray(wanted) && wanted.length === 0)) return null;
  const path = field.split('.');
  const accepted = acceptedValues(Array.isArray(wanted) ? wanted : [wanted]);
  return (record) => {
    const value = valueAt(record, field, path);
    return Array.isArray(value) ? value.some((item) => accepted.has(item)) : accepted.has(value);
  };
};

/** The words of a search, folded: a record matches when its text holds every one. */
export const searchTerms = (q: unknown): string[] =>
  typeof q === 'string' ? fold(q).split(/\s+/).filter(Boolean) : [];

const searchPredicate = (q: unknown, searchFields: readonly string[]): Predicate | null => {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  const paths = searchFields.map((field) => ({ field, path: field.split('.') }));
  return (record) => {
    const text = fold(paths.map(({ field, path }) => searchText(valueAt(record, field, path))).join('\n'));
    return terms.every((term) => text.includes(term));
  };
};

const predicatesOf = (filter: Record<string, unknown>, searchFields: readonly string[]): Predicate[] => {
  const predicates = Object.entries(filter).map(([field, wanted]) =>
    field === 'q' ? searchPredicate(wanted, searchFields) : fieldPredicate(field, wanted),
  );
  return predicates.filter((predicate): predicate is Predicate => predicate !== null);
};

/** Indexes of the records every predicate accepts. */
const matchingIndexes = (records: readonly unknown[], predicates: readonly Predicate[]): number[] => {
  const indexes: number[] = [];
  outer: for (let index = 0; index < records.length; index += 1) {
    for (const predicate of predicates) if (!predicate(records[index])) continue outer;
    indexes.push(index);
  }
  return indexes;
};

const sortIndexes = (records: readonly unknown[], indexes: number[], sort: ListParams['sort']): void => {
  if (!sort?.field) return;
  const path = sort.field.split('.');
  const keys: SortKey[] = new Array(records.length).fill(null);
  for (const index of indexes) keys[index] = sortKeyOf(valueAt(records[index], sort.field, path));
  const direction = sort.order === 'DESC' ? -1 : 1;
  indexes.sort((a, b) => compareKeys(keys[a], keys[b], direction));
};

/** Filters, sorts and pages a whole list the way react-admin's getList asks. */
export const applyListParams = <T>(
  records: readonly T[],
  params: ListParams,
  searchFields: readonly string[] = [],
): ListPage<T> => {
  const indexes = matchingIndexes(records, predicatesOf(params.filter ?? {}, searchFields));
  sortIndexes(records, indexes, params.sort);
  const { page = 1, perPage = 0 } = params.pagination ?? {};
  const start = perPage > 0 ? (Math.max(page, 1) - 1) * perPage : 0;
  const end = perPage > 0 ? start + perPage : indexes.length;
  return { data: indexes.slice(start, end).map((index) => records[index]), total: indexes.length };
};
