import type { Request, Response } from 'express';
import { badRequest } from './envelope';

type FieldType = 'string' | 'boolean' | 'number';
type Spec = Record<string, FieldType>;
type Value<T extends FieldType> = T extends 'string' ? string : T extends 'boolean' ? boolean : number;
export type Fields<S extends Spec> = { [K in keyof S]: Value<S[K]> };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasType = (value: unknown, type: FieldType): boolean =>
  type === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === type;

/** Checks that a JSON body is an object whose named fields are present with the given types. */
export function parseFields<S extends Spec>(body: unknown, spec: S): Parsed<Fields<S>> {
  if (!isPlainObject(body)) return { ok: false, message: 'The request body must be a JSON object' };
  for (const [name, type] of Object.entries(spec)) {
    if (!Object.hasOwn(body, name)) return { ok: false, message: `Missing field "${name}" (${type})` };
    if (!hasType(body[name], type)) return { ok: false, message: `Field "${name}" must be a ${type}` };
  }
  return { ok: true, value: body as Fields<S> };
}

/** The checked body fields, or null after answering 400 with what is wrong. */
export function readBody<S extends Spec>(req: Request, res: Response, spec: S): Fields<S> | null {
  const parsed = parseFields(req.body, spec);
  if (parsed.ok) return parsed.value;
  badRequest(res, parsed.message);
  return null;
}

/** A required, non-empty, single query parameter, or null after answering 400. */
export function readQuery(req: Request, res: Response, name: string): string | null {
  const value = req.query[name];
  if (typeof value === 'string' && value.trim() !== '') return value;
  badRequest(res, `Missing query parameter "${name}"`);
  return null;
}
