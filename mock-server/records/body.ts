import {
  RECORD_DEPTH_MAX,
  RECORD_FIELD_PATTERN,
  RECORD_STRING_MAX,
  SERVER_FIELDS,
} from '../../src/contract/records';
import type { Parsed } from './query';

type BodyProblem = { kind: 'invalid' | 'tooLarge'; message: string };
export type Checked = { ok: true; fields: Record<string, unknown> } | ({ ok: false } & BodyProblem);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem of a value nested `depth` deep: a string too long, or nesting too deep. */
function valueProblem(value: unknown, depth: number, where: string): string | null {
  if (typeof value === 'string')
    return value.length > RECORD_STRING_MAX
      ? `${where} is longer than ${RECORD_STRING_MAX} characters`
      : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= RECORD_DEPTH_MAX) return `${where} is nested deeper than ${RECORD_DEPTH_MAX} levels`;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, inner] of entries) {
    const problem = valueProblem(inner, depth + 1, `${where}.${key}`);
    if (problem) return problem;
  }
  return null;
}

/**
 * The fields of a create or update body a client may set: a JSON object within `maxBytes`, field names of
 * letters, digits and underscores, no string longer than RECORD_STRING_MAX, nesting within RECORD_DEPTH_MAX.
 * The server's own fields (id, tenant, version, created…, updated…) are left out.
 */
export function checkBody(body: unknown, maxBytes: number): Checked {
  if (!isObject(body)) return { ok: false, kind: 'invalid', message: 'The body must be a JSON object' };
  const bytes = Buffer.byteLength(JSON.stringify(body));
  if (bytes > maxBytes)
    return {
      ok: false,
      kind: 'tooLarge',
      message: `The record is ${bytes} bytes; at most ${maxBytes} are kept`,
    };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((SERVER_FIELDS as readonly string[]).includes(key)) continue;
    if (!RECORD_FIELD_PATTERN.test(key))
      return { ok: false, kind: 'invalid', message: `Invalid field name "${key.slice(0, 80)}"` };
    const problem = valueProblem(value, 1, key);
    if (problem) return { ok: false, kind: 'invalid', message: problem };
    fields[key] = value;
  }
  return { ok: true, fields };
}

/** The version an update started from. */
export function versionOf(body: unknown): Parsed<number> {
  const version = isObject(body) ? body.version : undefined;
  return Number.isSafeInteger(version) && (version as number) >= 1
    ? { ok: true, value: version as number }
    : { ok: false, message: 'An update names the version it started from: "version", a whole number' };
}
