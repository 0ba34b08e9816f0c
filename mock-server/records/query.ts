import { RECORD_PAGE_MAX } from '../../src/contract/records';

/** A list request in json-server's words, for one tenant. */
export interface ListQuery {
  /** The query json-server's router reads (`_start`, `_end`, `_sort`, `_order`, `q`, field filters). */
  query: Record<string, string | string[]>;
  start: number;
  /** Field paths filtered by equality: a path no record has must match nothing (json-server would ignore it). */
  equalityPaths: string[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
const OPERATOR = /_(gte|lte|ne|like)$/;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function parseJson(name: string, text: unknown): Parsed<unknown> {
  if (text === undefined) return { ok: true, value: undefined };
  if (typeof text !== 'string') return fail(`${name} must be given once, as JSON`);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail(`${name} is not valid JSON`);
  }
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** `["field","ASC"|"DESC"]` → `_sort`, `_order`. */
function sortOf(value: unknown): Parsed<Record<string, string>> {
  if (value === undefined) return { ok: true, value: {} };
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string')
    return fail('sort must be ["field", "ASC" | "DESC"]');
  const [field, order] = value as [string, unknown];
  if (!FIELD_PATH.test(field)) return fail(`sort names an invalid field "${field}"`);
  if (order !== 'ASC' && order !== 'DESC') return fail('sort order must be "ASC" or "DESC"');
  return { ok: true, value: { _sort: field, _order: order.toLowerCase() } };
}

/** `[start, end]` (inclusive) → `_start`, `_end` (exclusive); at most RECORD_PAGE_MAX records. */
function rangeOf(value: unknown): Parsed<{ start: number; end: number }> {
  if (value === undefined) return { ok: true, value: { start: 0, end: RECORD_PAGE_MAX } };
  const valid =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) &&
    (value[1] as number) >= (value[0] as number);
  if (!valid) return fail('range must be [start, end], whole numbers with start ≤ end');
  const [start, end] = value as [number, number];
  if (end - start + 1 > RECORD_PAGE_MAX) return fail(`range may span at most ${RECORD_PAGE_MAX} records`);
  return { ok: true, value: { start, end: end + 1 } };
}

/** `{ field: value | [values], field_gte: …, q: "text" }` → json-server's field filters. */
function filterOf(value: unknown): Parsed<{ query: Record<string, string | string[]>; paths: string[] }> {
  if (value === undefined) return { ok: true, value: { query: {}, paths: [] } };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('filter must be a JSON object');
  const query: Record<string, string | string[]> = {};
  const paths: string[] = [];
  for (const [key, raw] of Object.entries(value)) {
    if (key === 'q') {
      if (typeof raw !== 'string') return fail('filter q (the search) must be text');
      if (raw.trim()) query.q = raw.trim();
      continue;
    }
    const path = key.replace(OPERATOR, '');
    if (!FIELD_PATH.test(path) || path === 'tenant' || path.startsWith('tenant.'))
      return fail(`filter names an invalid field "${key}"`);
    const values = Array.isArray(raw) ? raw : [raw];
    if (!values.every(isScalar))
      return fail(`filter ${key} must be text, a number, true/false or a list of them`);
    const texts = values.map(String);
    const like = key.endsWith('_like');
    // A search within a field, never a pattern: json-server reads _like as a regular expression.
    query[key] = like ? texts.map((text) => text.replace(REGEX_SPECIAL, '\\$&')) : texts;
    if (!OPERATOR.test(key)) paths.push(path);
  }
  return { ok: true, value: { query, paths } };
}

/** Reads ra-data-simple-rest's `sort`, `range` and `filter` and writes the query json-server's router reads. */
export function listQuery(raw: Record<string, unknown>, tenant: string): Parsed<ListQuery> {
  const unknown = Object.keys(raw).filter((key) => !['sort', 'range', 'filter'].includes(key));
  if (unknown.length > 0)
    return fail(`Unknown query parameter ${unknown.join(', ')}: use sort, range, filter`);
  const parts = [parseJson('sort', raw.sort), parseJson('range', raw.range), parseJson('filter', raw.filter)];
  for (const part of parts) if (!part.ok) return part;
  const [sortJson, rangeJson, filterJson] = parts.map((part) => (part.ok ? part.value : undefined));
  const sort = sortOf(sortJson);
  if (!sort.ok) return sort;
  const range = rangeOf(rangeJson);
  if (!range.ok) return range;
  const filter = filterOf(filterJson);
  if (!filter.ok) return filter;
  const query = {
    ...filter.value.query,
    ...sort.value,
    tenant,
    _start: String(range.value.start),
    _end: String(range.value.end),
  };
  return { ok: true, value: { query, start: range.value.start, equalityPaths: filter.value.paths } };
}

/** `Content-Range` of a page: `activity 0-24/319`; an empty page has a star for its place. */
export const contentRange = (resource: string, start: number, count: number, total: number): string =>
  count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
