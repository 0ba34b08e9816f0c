import type { Request, Response } from 'express';
import { badRequest } from './envelope';

type FieldType = 'string' | 'boolean' | 'number';
type Spec = Record<string, FieldType>;
type Value<T extends FieldType> = T extends 'string' ? string : T extends 'boolean' ? boolean : number;
export type Fields<S extends Spec> = { [K in keyof S]: Value<S[K]> };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one check of every number a request brings: a finite whole number from `min` to `max`. JSON turns 1e999
 * into Infinity and keeps 1.5 and -1e308 as they are; none of them passes.
 */
export const isWholeNumber = (
  value: unknown,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** What the message of a refused number says. */
export const wholeNumberRule = (min: number, max: number): string => `a whole number from ${min} to ${max}`;

/** Why a number is refused (naming the field), or null when it is a whole number in range. */
export const wholeNumberProblem = (field: string, value: unknown, min: number, max: number): string | null =>
  isWholeNumber(value, min, max) ? null : `${field} must be ${wholeNumberRule(min, max)}`;

const hasType = (value: unknown, type: FieldType): boolean =>
  type === 'number' ? isWholeNumber(value) : typeof value === type;

/** Checks that a JSON body is an object whose named fields are present with the given types ('number': whole). */
function parseFields<S extends Spec>(body: unknown, spec: S): Parsed<Fields<S>> {
  if (!isPlainObject(body)) return { ok: false, message: 'The request body must be a JSON object' };
  for (const [name, type] of Object.entries(spec)) {
    if (!Object.hasOwn(body, name)) return { ok: false, message: `Missing field "${name}" (${type})` };
    if (!hasType(body[name], type)) {
      const expected = type === 'number' ? 'whole number' : type;
      return { ok: false, message: `Field "${name}" must be a ${expected}` };
    }
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
