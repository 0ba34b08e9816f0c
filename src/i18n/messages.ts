/** A message tree as react-admin reads it: nested objects whose leaves are strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Keys that must never be copied from an untrusted source (server messages) into a plain object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mergeInto = (target: Messages, source: Record<string, unknown>): void => {
  for (const [key, value] of Object.entries(source)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    if (typeof value === 'string') {
      target[key] = value;
    } else if (isPlainObject(value)) {
      const existing = target[key];
      const branch: Messages = {};
      if (isPlainObject(existing)) mergeInto(branch, existing);
      mergeInto(branch, value);
      target[key] = branch;
    }
  }
};

/**
 * Deep-merges message trees into a new tree; later sources win key by key. Inputs are never changed.
 * Anything that is not a string or a nested object (numbers, null, arrays) is ignored, so the
 * function is safe for messages that come from the server.
 */
export const mergeMessages = (...sources: readonly unknown[]): Messages => {
  const result: Messages = {};
  for (const source of sources) {
    if (isPlainObject(source)) mergeInto(result, source);
  }
  return result;
};

/** Every leaf of a tree as a flat map from dotted key to text. */
export const flattenMessages = (tree: Messages, prefix = ''): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
};

/** The `%{name}` placeholders of a message, sorted and without repeats. */
export const placeholdersOf = (message: string): string[] =>
  [...new Set(Array.from(message.matchAll(/%\{([\w-]*)\}/g), (match) => match[1]))].sort();
