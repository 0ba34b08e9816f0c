import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { isLookType, LOOK_TYPES } from '../../src/domain/looks/lookTypes';
import { sameLabel } from '../../src/domain/looks/themeModel';
import { requireAdmin, sessionOf } from '../auth';
import { badRequest, ERROR_CODES, failBody, notFound, ok, type MockErrorCode } from '../envelope';
import { isWholeNumber, readQuery } from '../validate';
import type { AppContext } from './context';
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

/** A 409 envelope whose error carries more than code and message (the newer record, the usage). */
function conflict(
  res: Response,
  code: MockErrorCode,
  message: string,
  detail: Record<string, unknown>,
): void {
  const body = failBody(code, message);
  res.status(409).json({ ...body, error: { ...body.error, ...detail } });
}

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
  /** False after answering 400 (invalid fields) or 409 (a theme label taken in the tenant and type). */
  const acceptable = (res: Response, values: Record<string, unknown>, self: StoredLook | null): boolean => {
    const issues = kind.issues(values);
    if (Object.keys(issues).length > 0) {
      badRequest(res, issuesMessage(issues));
      return false;
    }
    const type = self?.type ?? values.type;
    const label = String(values.name);
    const taken = (other: StoredLook) =>
      other !== self &&
      other.tenantId === tenantOf(res) &&
      other.type === type &&
      sameLabel(other.name, label);
    if (kind.uniqueLabel && records().some(taken)) {
      const message = `A ${kind.noun} named "${label.trim()}" already exists for this display type`;
      conflict(res, ERROR_CODES.DUPLICATE_THEME_LABEL, message, { field: 'name' });
      return false;
    }
    return true;
  };
  const stamp = (res: Response, version: number) => ({
    version,
    modifiedDate: new Date().toISOString(),
    modifiedBy: sessionOf(res).user.name,
  });

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

  router.post(path, (req, res) => {
    const body = bodyOf(req, res);
    if (!body) return;
    if (!isLookType(body.type)) return badRequest(res, `type must be one of ${LOOK_TYPES.join(', ')}`);
    if (!acceptable(res, body, null)) return;
    const record: StoredLook = {
      ...kind.clean(body),
      id: `${kind.noun}-${randomUUID()}`,
      tenantId: tenantOf(res),
      type: body.type,
      ...stamp(res, 1),
    } as StoredLook;
    records().push(record);
    store.changed(kind.collection);
    ok(res, view(record, 0));
  });

  router.put(path, (req, res) => {
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
    const record = find(res, id);
    if (!record) return;
    if (body.type !== undefined && body.type !== record.type) {
      return badRequest(res, issuesMessage({ type: { code: 'type_fixed' } }));
    }
    if (version !== record.version) {
      const by = record.modifiedBy ? ` by ${String(record.modifiedBy)}` : '';
      const message = `${Noun} "${record.name}" was changed${by} at ${record.modifiedDate} (version ${record.version}); your change started from version ${version}`;
      return conflict(res, kind.conflictCode, message, { current: viewOne(record) });
    }
    if (!acceptable(res, body, record)) return;
    Object.assign(record, kind.clean(body), stamp(res, record.version + 1));
    store.changed(kind.collection);
    ok(res, viewOne(record));
  });

  router.delete(path, (req, res) => {
    const id = readQuery(req, res, 'id');
    const record = id === null ? null : find(res, id);
    if (!record) return;
    const devices = usage(record.tenantId).get(record.id) ?? [];
    if (devices.length > 0) {
      const count = devices.length === 1 ? '1 device' : `${devices.length} devices`;
      const message = `${Noun} "${record.name}" is used by ${count}; give them another ${kind.noun} first`;
      return conflict(res, kind.inUseCode, message, {
        usedBy: devices.length,
        devices: devices.slice(0, 20),
      });
    }
    store.data[kind.collection].splice(records().indexOf(record), 1);
    store.changed(kind.collection);
    ok(res, { id: record.id });
  });
}

/** Profiles and themes per display type for administrators of the caller's tenant. */
export function looksRoutes(context: AppContext): Router {
  const router = Router();
  router.use(['/profile', '/theme'], context.auth.requireSession(), requireAdmin);
  lookRoutes(router, context, PROFILE_KIND);
  lookRoutes(router, context, THEME_KIND);
  return router;
}
