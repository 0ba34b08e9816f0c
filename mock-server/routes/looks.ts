import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { isLookType, LOOK_TYPES } from '../../src/domain/looks/lookTypes';
import { sameLabel } from '../../src/domain/looks/themeModel';
import { requireAdmin, sessionOf } from '../auth';
import { isRefusal, type Refusal, type Tx } from '../db/transaction';
import { badRequest, ERROR_CODES, notFound, ok } from '../envelope';
import { handle } from '../errors';
import { isWholeNumber, readQuery } from '../validate';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import {
  completeRecords,
  issuesMessage,
  PROFILE_KIND,
  THEME_KIND,
  usageOf,
  type LookKind,
  type StoredLook,
} from './looksKinds';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as an object, or null after answering 400. */
function bodyOf(req: Request, res: Response): Record<string, unknown> | null {
  if (isPlainObject(req.body)) return req.body;
  badRequest(res, 'The request body must be a JSON object');
  return null;
}

/**
 * Profiles and themes of the caller's tenant: the lists per display type of 000 §7 (Lookups) and the calls the
 * spec does not show — read one, create, update with optimistic concurrency on `version`, delete unless a
 * stored device configuration uses the record.
 */
function lookRoutes(router: Router, { store }: AppContext, kind: LookKind): void {
  const records = (): StoredLook[] => store.data[kind.collection] as unknown as StoredLook[];
  const path = `/${kind.noun}`;
  const Noun = kind.noun === 'theme' ? 'Theme' : 'Profile';
  if (completeRecords(records(), kind)) store.changed(kind.collection);

  const tenantOf = (res: Response): string => sessionOf(res).user.tenantId;
  const usage = (tenantId: string) => usageOf(store.data.configurations, tenantId, kind);
  const view = ({ tenantId: _tenantId, ...record }: StoredLook, usedBy: number) => ({ ...record, usedBy });
  const viewOne = (record: StoredLook) => view(record, usage(record.tenantId).get(record.id)?.length ?? 0);
  /** The record of the caller's tenant, or null after answering 404 (another tenant's does not exist). */
  const find = (res: Response, id: string): StoredLook | null => {
    const tenantId = tenantOf(res);
    const record = records().find((candidate) => candidate.id === id && candidate.tenantId === tenantId);
    if (!record) notFound(res, `${Noun} ${id} not found`);
    return record ?? null;
  };
  /** The refusal of a theme label taken in the tenant and type (60012), read now, else null. */
  const labelTaken = (tx: Tx, tenantId: string, type: unknown, label: string, selfId: string | null) => {
    const taken = (other: StoredLook) =>
      other.id !== selfId &&
      other.tenantId === tenantId &&
      other.type === type &&
      sameLabel(other.name, label);
    if (!kind.uniqueLabel || !(tx.data[kind.collection] as unknown as StoredLook[]).some(taken)) return null;
    const message = `A ${kind.noun} named "${label.trim()}" already exists for this display type`;
    return tx.refuse(409, ERROR_CODES.DUPLICATE_THEME_LABEL, message, { field: 'name' });
  };
  /** False after answering 400 when the fields break a rule of the kind. */
  const valid = (res: Response, values: Record<string, unknown>): boolean => {
    const issues = kind.issues(values);
    if (Object.keys(issues).length === 0) return true;
    badRequest(res, issuesMessage(issues));
    return false;
  };
  const stamp = (res: Response, version: number) => ({
    version,
    modifiedDate: new Date().toISOString(),
    modifiedBy: sessionOf(res).user.name,
  });
  /** The record of the tenant as the transaction finds it now, or the 404 refusal. */
  const current = (tx: Tx, tenantId: string, id: string): StoredLook | Refusal =>
    (tx.find(kind.collection, id, tenantId) as StoredLook | undefined) ??
    tx.refuse(404, ERROR_CODES.NOT_FOUND, `${Noun} ${id} not found`);
  router.get(`${path}/all`, (req, res) => {
    const type = req.query.type;
    if (!isLookType(type)) return badRequest(res, `type must be one of ${LOOK_TYPES.join(', ')}`);
    const tenantId = tenantOf(res);
    const used = usage(tenantId);
    const items = records()
      .filter((record) => record.tenantId === tenantId && record.type === type)
      .map((record) => view(record, used.get(record.id)?.length ?? 0));
    ok(res, { items });
  });

  router.get(path, (req, res) => {
    const id = readQuery(req, res, 'id');
    const record = id === null ? null : find(res, id);
    if (record) ok(res, viewOne(record));
  });

  router.post(
    path,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      if (!isLookType(body.type)) return badRequest(res, `type must be one of ${LOOK_TYPES.join(', ')}`);
      if (!valid(res, body)) return;
      const tenantId = tenantOf(res);
      const record = {
        ...kind.clean(body),
        id: `${kind.noun}-${randomUUID()}`,
        tenantId,
        type: body.type,
        ...stamp(res, 1),
      } as StoredLook;
      const outcome = await store.transaction({}, (tx) => {
        const refusal = labelTaken(tx, tenantId, body.type, String(body.name), null);
        if (refusal) return refusal;
        tx.insert(kind.collection, record as never);
        return record;
      });
      answerOutcome(res, outcome, (created) => ok(res, view(created, 0)));
    }),
  );

  router.put(
    path,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const { id, version } = body;
      if (typeof id !== 'string' || id === '') return badRequest(res, 'Missing field "id" (string)');
      if (!isWholeNumber(version, 0)) {
        return badRequest(
          res,
          'Missing field "version" (the whole number of the version the change started from)',
        );
      }
      if (!valid(res, body)) return;
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const record = current(tx, tenantId, id);
        if (isRefusal(record)) return record;
        if (body.type !== undefined && body.type !== record.type) {
          const message = issuesMessage({ type: { code: 'type_fixed' } });
          return tx.refuse(400, ERROR_CODES.BAD_REQUEST, message);
        }
        if (version !== record.version) {
          const by = record.modifiedBy ? ` by ${String(record.modifiedBy)}` : '';
          const message = `${Noun} "${record.name}" was changed${by} at ${record.modifiedDate} (version ${record.version}); your change started from version ${version}`;
          return tx.refuse(409, kind.conflictCode, message, { current: viewOne(record) });
        }
        const refusal = labelTaken(tx, tenantId, record.type, String(body.name), record.id);
        if (refusal) return refusal;
        Object.assign(record, kind.clean(body), stamp(res, record.version + 1));
        tx.changed(kind.collection, record.id);
        return record;
      });
      answerOutcome(res, outcome, (record) => ok(res, viewOne(record)));
    }),
  );

  router.delete(
    path,
    handle(async (req, res) => {
      const id = readQuery(req, res, 'id');
      if (id === null) return;
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const record = current(tx, tenantId, id);
        if (isRefusal(record)) return record;
        const devices = usage(tenantId).get(record.id) ?? [];
        if (devices.length > 0) {
          const count = devices.length === 1 ? '1 device' : `${devices.length} devices`;
          const message = `${Noun} "${record.name}" is used by ${count}; give them another ${kind.noun} first`;
          const detail = { usedBy: devices.length, devices: devices.slice(0, 20) };
          return tx.refuse(409, kind.inUseCode, message, detail);
        }
        tx.remove(kind.collection, record.id);
        return record.id;
      });
      answerOutcome(res, outcome, (removed) => ok(res, { id: removed }));
    }),
  );
}

/** Profiles and themes per display type for administrators of the caller's tenant. */
export function looksRoutes(context: AppContext): Router {
  const router = Router();
  router.use(['/profile', '/theme'], context.auth.requireSession(), requireAdmin);
  lookRoutes(router, context, PROFILE_KIND);
  lookRoutes(router, context, THEME_KIND);
  return router;
}
