import { randomUUID } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import jsonServer, { type JsonServerRouter } from 'json-server';
import {
  isRecordResource,
  RECORD_ERRORS,
  RECORD_LIMITS,
  type RecordPerson,
  type RecordResource,
  type ResourceLimit,
} from '../../src/contract/records';
import { refuse } from './answers';
import { checkBody, versionOf } from './body';
import { resourceProblem } from './resourceRules';
import {
  countOf,
  dropOldest,
  findRecord,
  somePathExists,
  type RecordCollections,
  type StoredRecord,
} from './collections';
import { appendOrderedList, tenantViews } from './appendList';
import { keyedLocks } from './lock';
import { contentRange, listQuery } from './query';

/** The person a token stands for, as the server that checked it says. */
interface RecordsIdentity {
  tenant: string;
  person: RecordPerson;
  /** Holds one of the administrator permissions. */
  admin: boolean;
}

export type Verified =
  { ok: true; identity: RecordsIdentity } | { ok: false; status: 401 | 503; message: string };

export interface RecordsEngineOptions {
  collections: RecordCollections;
  /** Marks records written (to be made durable before the answer leaves). */
  changed(resource: RecordResource, ...ids: string[]): void;
  /** Checks the request's bearer token. */
  verify(req: Request): Verified | Promise<Verified>;
  now?: () => number;
  /** Tighter limits (tests). */
  limits?: Partial<Record<RecordResource, Partial<ResourceLimit>>>;
}

type Kind = 'list' | 'one' | 'create' | 'update' | 'delete';

/** What the answer of one request needs once json-server's router has done its work. */
interface Call {
  resource: RecordResource;
  kind: Kind;
  start: number;
  expose: string | undefined;
  deleted?: StoredRecord;
  release(): void;
}

/** A field name that no record field can end with, so json-server never treats a field as a foreign key. */
const NO_FOREIGN_KEYS = '-no-foreign-keys';

/**
 * The records API: token check, tenant, versions and limits in front, json-server's router over the store's
 * collections behind. Routes: GET/POST /:resource, GET/PUT/DELETE /:resource/:id (nothing else of json-server).
 */
export function recordsEngine(options: RecordsEngineOptions): Router {
  const { collections } = options;
  const now = () => new Date((options.now ?? Date.now)()).toISOString();
  const limitOf = (resource: RecordResource): ResourceLimit => ({
    ...RECORD_LIMITS[resource],
    ...options.limits?.[resource],
  });
  const locks = keyedLocks();
  const viewOf = tenantViews();
  const engine: JsonServerRouter = jsonServer.router(collections, { foreignKeySuffix: NO_FOREIGN_KEYS });
  // json-server's own last layer answers errors with a stack trace; ours answer them instead.
  const last = engine.stack.at(-1);
  if (last && last.handle.length === 4) engine.stack.pop();

  engine.render = (_req, res) => {
    const call = res.locals.recordsCall as Call;
    const data: unknown = res.locals.data;
    const total = Number(res.getHeader('X-Total-Count') ?? 0);
    res.removeHeader('X-Total-Count');
    if (call.expose === undefined) res.removeHeader('Access-Control-Expose-Headers');
    else res.setHeader('Access-Control-Expose-Headers', call.expose);
    if (res.statusCode === 404 || data === undefined) {
      call.release();
      return refuse(res, 404, RECORD_ERRORS.notFound, `No such ${call.resource} record`);
    }
    if (call.kind === 'list' && Array.isArray(data)) {
      res.setHeader('Content-Range', contentRange(call.resource, call.start, data.length, total));
    }
    const record = data as StoredRecord;
    if (call.kind === 'create' || call.kind === 'update') options.changed(call.resource, record.id);
    if (call.kind === 'delete' && call.deleted) options.changed(call.resource, call.deleted.id);
    call.release();
    res.json(call.kind === 'delete' ? call.deleted : data);
  };

  const router = Router();
  const hand = (req: Request, res: Response, next: NextFunction, call: Omit<Call, 'expose'>, url: string) => {
    res.locals.recordsCall = { ...call, expose: res.getHeader('Access-Control-Expose-Headers') };
    res.once('close', call.release);
    req.url = url;
    delete req.headers['x-http-method-override'];
    engine(req, res, next);
  };

  router.all('/:resource/:id?', async (req, res, next) => {
    try {
      await serve(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  async function serve(req: Request, res: Response, next: NextFunction): Promise<void> {
    const { resource, id } = req.params as { resource: string; id?: string };
    if (!isRecordResource(resource))
      return refuse(res, 404, RECORD_ERRORS.notFound, `No resource ${resource}`);
    const verified = await options.verify(req);
    if (!verified.ok)
      return refuse(
        res,
        verified.status,
        verified.status === 401 ? RECORD_ERRORS.unauthorized : RECORD_ERRORS.unavailable,
        verified.message,
      );
    const { tenant, person, admin } = verified.identity;
    const anyoneMay = resource === 'activity' && req.method === 'POST' && id === undefined;
    if (!admin && !anyoneMay)
      return refuse(res, 403, RECORD_ERRORS.forbidden, 'The records are for administrators');
    const limit = limitOf(resource);
    const records = collections[resource];
    const path = id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(id)}`;
    const noLock = () => undefined;
    const method = req.method === 'HEAD' ? 'GET' : req.method;

    if (method === 'GET' && id === undefined) {
      const parsed = listQuery(req.query as Record<string, unknown>, tenant);
      if (!parsed.ok) return refuse(res, 400, RECORD_ERRORS.invalid, parsed.message);
      const { query, start, equalityPaths } = parsed.value;
      if (!equalityPaths.every((field) => somePathExists(records, tenant, field))) {
        res.setHeader('Content-Range', contentRange(resource, start, 0, 0));
        res.json([]);
        return;
      }
      // An append-only log in creation order is one walk over it, not json-server's sort (see appendList.ts).
      const view = limit.appendOnly ? viewOf(records, tenant) : null;
      const walked = view ? appendOrderedList(view, query) : null;
      if (view && walked) {
        view.prepareSearch();
        res.setHeader('Content-Range', contentRange(resource, start, walked.page.length, walked.total));
        res.json(walked.page);
        return;
      }
      req.query = query;
      return hand(req, res, next, { resource, kind: 'list', start, release: noLock }, path);
    }
    if (method === 'GET' && id !== undefined) {
      if (!findRecord(records, tenant, id))
        return refuse(res, 404, RECORD_ERRORS.notFound, `No ${resource} record ${id}`);
      req.query = {};
      return hand(req, res, next, { resource, kind: 'one', start: 0, release: noLock }, path);
    }
    const writes =
      (method === 'POST' && id === undefined) ||
      ((method === 'PUT' || method === 'DELETE') && id !== undefined);
    if (!writes) {
      res.setHeader('Allow', id === undefined ? 'GET, POST' : limit.appendOnly ? 'GET' : 'GET, PUT, DELETE');
      return refuse(res, 405, RECORD_ERRORS.notAllowed, `${req.method} is not a records call here`);
    }
    if (method !== 'POST' && limit.appendOnly) {
      res.setHeader('Allow', 'GET');
      return refuse(
        res,
        405,
        RECORD_ERRORS.notAllowed,
        `The ${resource} records cannot be changed or deleted`,
      );
    }
    const checked = method === 'DELETE' ? null : checkBody(req.body, limit.maxBodyBytes);
    if (checked && !checked.ok)
      return refuse(
        res,
        checked.kind === 'tooLarge' ? 413 : 400,
        RECORD_ERRORS[checked.kind],
        checked.message,
      );
    const ruled = checked?.ok ? resourceProblem(resource, checked.fields, method === 'POST') : null;
    if (ruled) return refuse(res, 400, RECORD_ERRORS.invalid, ruled);
    const version = method === 'PUT' ? versionOf(req.body) : null;
    if (version && !version.ok) return refuse(res, 400, RECORD_ERRORS.invalid, version.message);

    const release = await locks.acquire(`${tenant}\u0000${resource}`);
    try {
      const at = now();
      const fields = checked?.ok ? checked.fields : {};
      if (method === 'POST') {
        if (countOf(records, tenant) >= limit.maxRecords) {
          if (!limit.dropOldest)
            return refuse(
              res,
              422,
              RECORD_ERRORS.limitReached,
              `At most ${limit.maxRecords} ${resource} records are kept per tenant`,
            );
          const dropped = dropOldest(records, tenant, limit.maxRecords - 1);
          if (dropped.length > 0) options.changed(resource, ...dropped);
        }
        req.body = {
          ...fields,
          id: randomUUID(),
          tenant,
          version: 1,
          createdAt: at,
          createdBy: person,
          updatedAt: at,
          updatedBy: person,
        };
        return hand(req, res, next, { resource, kind: 'create', start: 0, release }, `/${resource}`);
      }
      const current = findRecord(records, tenant, id as string);
      if (!current) return refuse(res, 404, RECORD_ERRORS.notFound, `No ${resource} record ${id}`);
      if (method === 'DELETE')
        return hand(
          req,
          res,
          next,
          { resource, kind: 'delete', start: 0, release, deleted: { ...current } },
          path,
        );
      if (version?.ok && version.value !== current.version) {
        const message = `The ${resource} record was changed (version ${current.version}, this change started from ${version.value}); reload it`;
        return refuse(res, 409, RECORD_ERRORS.staleVersion, message, current);
      }
      const { createdAt, createdBy } = current;
      req.body = {
        ...fields,
        id: current.id,
        tenant,
        version: current.version + 1,
        createdAt,
        createdBy,
        updatedAt: at,
        updatedBy: person,
      };
      return hand(req, res, next, { resource, kind: 'update', start: 0, release }, path);
    } finally {
      // Released by the answer when handed to json-server; at once when refused here.
      if (!res.locals.recordsCall) release();
    }
  }

  return router;
}
