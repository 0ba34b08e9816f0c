import type { ActivityValues } from '../../contract/activity';

/**
 * The values an activity entry keeps of a settings change: the fields that changed, as they were and as they are,
 * flattened to dotted paths, with every secret left out by its field's name and long texts cut short.
 */

/** Words that name a secret in a field's name (compared without case, spaces, `_` or `-`). */
const SECRET_WORDS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'credential',
  'apikey',
  'privatekey',
  'loginkey',
  'psk',
] as const;

/** Longest text an entry keeps of one value; longer ones end with an ellipsis. */
export const VALUE_TEXT_MAX = 200;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether a field's name says it holds a secret (a password, a token, a key to sign in with). A true/false field
 * with such a name ("hasPassword", "allowKioskToManagePassword") holds none and is kept: see `keepsValue`.
 */
export function isSecretField(name: string): boolean {
  const plain = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain === 'pin' || SECRET_WORDS.some((word) => plain.includes(word));
}

/** Whether a value under this path may be kept: never under a secret's name, unless it is only true or false. */
const keepsValue = (path: readonly string[], value: unknown): boolean =>
  typeof value === 'boolean' || !path.some(isSecretField);

const cut = (text: string): string =>
  text.length > VALUE_TEXT_MAX ? `${text.slice(0, VALUE_TEXT_MAX - 1)}…` : text;

/** A value as an entry keeps it: texts cut short, lists of plain values as lists, anything else as short JSON. */
function keptValue(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (value === undefined) return null;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.slice(0, 50).map(keptValue);
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return null;
  // A file, a picture or a nested list: what a person can read of it, never its bytes.
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[${value.type || 'file'}]`;
  try {
    return cut(JSON.stringify(value) ?? '');
  } catch {
    return null;
  }
}

/** Every value of a settings object under its dotted path, secrets left out. */
export function flattenValues(values: unknown, path: readonly string[] = []): ActivityValues {
  const flat: ActivityValues = {};
  if (!isPlainObject(values)) return flat;
  for (const [key, value] of Object.entries(values)) {
    const at = [...path, key];
    if (isPlainObject(value)) Object.assign(flat, flattenValues(value, at));
    else if (keepsValue(at, value)) flat[at.join('.')] = keptValue(value);
  }
  return flat;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a settings object, each as it was (`before`) and as it is
 * (`after`); a field only one of them has shows as null in the other. Nothing when nothing changed.
 */
export function changedValues(
  before: unknown,
  after: unknown,
): { before?: ActivityValues; after?: ActivityValues } {
  const was = flattenValues(before);
  const now = flattenValues(after);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (path) => !same(was[path] ?? null, now[path] ?? null),
  );
  if (changed.length === 0) return {};
  const pick = (values: ActivityValues) =>
    Object.fromEntries(changed.map((path) => [path, values[path] ?? null]));
  return {
    ...(before === undefined ? {} : { before: pick(was) }),
    ...(after === undefined ? {} : { after: pick(now) }),
  };
}
