import type { Request, Response } from 'express';
import { sameLabel } from '../../../src/domain/looks/themeModel';
import { sessionOf } from '../../auth';
import type { Refusal, Tx } from '../../db/transaction';
import { badRequest, ERROR_CODES, notFound } from '../../envelope';
import type { AppContext } from '../context';
import { issuesMessage, usageOf, type LookKind, type StoredLook } from './kinds';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as an object, or null after answering 400. */
export function bodyOf(req: Request, res: Response): Record<string, unknown> | null {
  if (isPlainObject(req.body)) return req.body;
  badRequest(res, 'The request body must be a JSON object');
  return null;
}

/** What the profile or theme routes of one kind share: its records in the store, as the tenant sees them. */
export function lookRecords({ store }: AppContext, kind: LookKind) {
  const records = (): StoredLook[] => store.data[kind.collection] as unknown as StoredLook[];
  const Noun = kind.noun === 'theme' ? 'Theme' : 'Profile';
  const tenantOf = (res: Response): string => sessionOf(res).user.tenantId;
  const usage = (tenantId: string) => usageOf(store.data.configurations, tenantId, kind);
  const view = ({ tenantId: _tenantId, ...record }: StoredLook, usedBy: number) => ({ ...record, usedBy });
  return {
    kind,
    Noun,
    path: `/${kind.noun}`,
    records,
    tenantOf,
    usage,
    view,
    viewOne: (record: StoredLook) => view(record, usage(record.tenantId).get(record.id)?.length ?? 0),
    /** The record of the caller's tenant, or null after answering 404 (another tenant's does not exist). */
    find(res: Response, id: string): StoredLook | null {
      const tenantId = tenantOf(res);
      const record = records().find((candidate) => candidate.id === id && candidate.tenantId === tenantId);
      if (!record) notFound(res, `${Noun} ${id} not found`);
      return record ?? null;
    },
    /** The refusal of a theme label taken in the tenant and type (60012), read now, else null. */
    labelTaken(tx: Tx, tenantId: string, type: unknown, label: string, selfId: string | null) {
      const taken = (other: StoredLook) =>
        other.id !== selfId &&
        other.tenantId === tenantId &&
        other.type === type &&
        sameLabel(other.name, label);
      if (!kind.uniqueLabel || !(tx.data[kind.collection] as unknown as StoredLook[]).some(taken))
        return null;
      const message = `A ${kind.noun} named "${label.trim()}" already exists for this display type`;
      return tx.refuse(409, ERROR_CODES.DUPLICATE_THEME_LABEL, message, { field: 'name' });
    },
    /** False after answering 400 when the fields break a rule of the kind. */
    valid(res: Response, values: Record<string, unknown>): boolean {
      const issues = kind.issues(values);
      if (Object.keys(issues).length === 0) return true;
      badRequest(res, issuesMessage(issues));
      return false;
    },
    stamp: (res: Response, version: number) => ({
      version,
      modifiedDate: new Date().toISOString(),
      modifiedBy: sessionOf(res).user.name,
    }),
    /** The record of the tenant as the transaction finds it now, or the 404 refusal. */
    current: (tx: Tx, tenantId: string, id: string): StoredLook | Refusal =>
      (tx.find(kind.collection, id, tenantId) as StoredLook | undefined) ??
      tx.refuse(404, ERROR_CODES.NOT_FOUND, `${Noun} ${id} not found`),
  };
}

export type LookRecords = ReturnType<typeof lookRecords>;
