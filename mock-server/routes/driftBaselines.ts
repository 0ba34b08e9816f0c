import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import {
  BASELINE_NAME_MAX,
  baselineNameProblem,
  isDriftValues,
  isSheetPushRow,
  PASSWORD_SET,
  SHEET_ROWS_MAX,
  type SavedBaselineDraft,
  type SheetPushRow,
} from '../../src/domain/drift/baseline';
import { sessionOf } from '../auth';
import type { Refusal, Tx } from '../db/transaction';
import type { DriftBaselineRecord, LastSheetRecord } from '../db/types';
import { badRequest, ERROR_CODES, ok } from '../envelope';
import { handle } from '../errors';
import { nextStamp } from './content/parts';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { adminOnly, ownedBy, tenantOf, withoutTenant } from './scope';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PASSWORD_RULE = `values.login_password tells only whether the login has a password ("${PASSWORD_SET}" or ""); a password is never kept`;
const NAME_RULE = `A name of 1 to ${BASELINE_NAME_MAX} characters, not all of them invisible, is required`;

/** The name of a body: trimmed, 1 to BASELINE_NAME_MAX characters. */
function nameOf(body: Record<string, unknown>): Parsed<string> {
  const { name } = body;
  if (typeof name !== 'string') return { ok: false, message: NAME_RULE };
  const problem = baselineNameProblem(name, []);
  return problem ? { ok: false, message: NAME_RULE } : { ok: true, value: name.trim() };
}

/** What a player held: every compared field as text, and the player it was read from. */
function heldOf(body: Record<string, unknown>): Parsed<Omit<SavedBaselineDraft, 'name'>> {
  const password = isObject(body.values) ? body.values.login_password : undefined;
  if (password !== undefined && password !== '' && password !== PASSWORD_SET)
    return { ok: false, message: PASSWORD_RULE };
  if (!isDriftValues(body.values))
    return { ok: false, message: 'values must hold every compared field as text, and nothing else' };
  const { source } = body;
  if (!isObject(source) || typeof source.serialNumber !== 'string' || typeof source.playerName !== 'string')
    return { ok: false, message: 'source must name the player: { serialNumber, playerName }' };
  return {
    ok: true,
    value: {
      values: body.values,
      source: {
        serialNumber: source.serialNumber.slice(0, 200),
        playerName: source.playerName.slice(0, 200),
      },
    },
  };
}

/**
 * Saved drift baselines and the last bulk sheet pushed (issue 23), per tenant, for administrators:
 * GET/POST /qbic/baselines, PUT/DELETE /qbic/baselines/:id (PUT with the modifiedDate it started from:
 * 95001 when stale), GET/PUT /qbic/lastsheet. Names are unique per tenant ignoring case (95002).
 */
export function driftBaselineRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const admin = adminOnly(auth);
  const view = (record: DriftBaselineRecord) => withoutTenant(record);
  // A data file written before passwords were refused may hold one: only that the login had one is kept.
  for (const record of store.data.driftBaselines) {
    const password = record.values.login_password;
    if (password === '' || password === PASSWORD_SET) continue;
    record.values.login_password = PASSWORD_SET;
    store.changed('driftBaselines', record.id);
  }

  const taken = (tx: Tx, tenantId: string, name: string, selfId?: string): Refusal | null =>
    baselineNameProblem(name, ownedBy(tx.data.driftBaselines, tenantId), selfId) === 'taken'
      ? tx.refuse(409, ERROR_CODES.DUPLICATE_BASELINE_NAME, `A baseline named "${name}" already exists`)
      : null;
  const bodyOf = (req: Request, res: Response): Record<string, unknown> | null => {
    if (isObject(req.body)) return req.body;
    badRequest(res, 'The request body must be a JSON object');
    return null;
  };

  router.get('/qbic/baselines', ...admin, (_req, res) => {
    const list = ownedBy(store.data.driftBaselines, tenantOf(res));
    ok(res, [...list].sort((a, b) => a.name.localeCompare(b.name)).map(view));
  });

  router.post(
    '/qbic/baselines',
    ...admin,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const name = nameOf(body);
      if (!name.ok) return badRequest(res, name.message);
      const held = heldOf(body);
      if (!held.ok) return badRequest(res, held.message);
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const refusal = taken(tx, tenantId, name.value);
        if (refusal) return refusal;
        const record: DriftBaselineRecord = {
          ...held.value,
          id: `baseline-${randomUUID()}`,
          tenantId,
          name: name.value,
          modifiedDate: nextStamp(),
        };
        tx.insert('driftBaselines', record);
        return record;
      });
      answerOutcome(res, outcome, (record) => ok(res, view(record)));
    }),
  );

  /** A rename ({ name, modifiedDate }) or an overwrite ({ name, values, source, modifiedDate }). */
  router.put(
    '/qbic/baselines/:id',
    ...admin,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const { modifiedDate } = body;
      if (typeof modifiedDate !== 'string')
        return badRequest(res, 'Missing field "modifiedDate" (the date the change started from)');
      const name = nameOf(body);
      if (!name.ok) return badRequest(res, name.message);
      const overwrite = body.values !== undefined || body.source !== undefined;
      const held = overwrite ? heldOf(body) : null;
      if (held && !held.ok) return badRequest(res, held.message);
      const id = String(req.params.id);
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const record = tx.find('driftBaselines', id, tenantId);
        if (!record) return tx.refuse(404, ERROR_CODES.NOT_FOUND, `Baseline ${id} not found`);
        if (record.modifiedDate !== modifiedDate) {
          const message = `The baseline "${record.name}" was changed at ${record.modifiedDate}; reload it`;
          return tx.refuse(409, ERROR_CODES.BASELINE_CONFLICT, message, { current: view(record) });
        }
        const refusal = taken(tx, tenantId, name.value, record.id);
        if (refusal) return refusal;
        Object.assign(record, held?.ok ? held.value : {}, {
          name: name.value,
          modifiedDate: nextStamp(record.modifiedDate),
        });
        tx.changed('driftBaselines', record.id);
        return record;
      });
      answerOutcome(res, outcome, (record) => ok(res, view(record)));
    }),
  );

  router.delete(
    '/qbic/baselines/:id',
    ...admin,
    handle(async (req, res) => {
      const id = String(req.params.id);
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        if (!tx.find('driftBaselines', id, tenantId))
          return tx.refuse(404, ERROR_CODES.NOT_FOUND, `Baseline ${id} not found`);
        return tx.remove('driftBaselines', id);
      });
      answerOutcome(res, outcome, () => ok(res, { id }));
    }),
  );

  /** The tenant's last sheet pushed, or null when none was pushed yet. */
  router.get('/qbic/lastsheet', ...admin, (_req, res) => {
    const record = store.data.lastSheets.find((sheet) => sheet.tenantId === tenantOf(res));
    ok(res, record ? { pushedAt: record.pushedAt, pushedBy: record.pushedBy, rows: record.rows } : null);
  });

  /** Replaces the tenant's last sheet pushed with the rows of a push that just completed. */
  router.put(
    '/qbic/lastsheet',
    ...admin,
    handle(async (req, res) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const { rows } = body;
      if (!Array.isArray(rows) || rows.length === 0 || rows.length > SHEET_ROWS_MAX)
        return badRequest(res, `rows must list 1 to ${SHEET_ROWS_MAX} rows pushed`);
      if (!rows.every(isSheetPushRow))
        return badRequest(res, 'Each row is { serialNumber, deviceName, username, hasPassword }');
      const kept: SheetPushRow[] = rows.map(({ serialNumber, deviceName, username, hasPassword }) => ({
        serialNumber: serialNumber.trim(),
        deviceName,
        username,
        hasPassword,
      }));
      const serials = new Set(kept.map((row) => row.serialNumber.toLowerCase()));
      if (serials.size !== kept.length) return badRequest(res, 'A serial number is given twice');
      const tenantId = tenantOf(res);
      const pushedBy = sessionOf(res).user.username;
      const outcome = await store.transaction({}, (tx) => {
        const record: LastSheetRecord = {
          id: tenantId,
          tenantId,
          pushedAt: nextStamp(),
          pushedBy,
          rows: kept,
        };
        tx.remove('lastSheets', tenantId);
        tx.insert('lastSheets', record);
        return record;
      });
      answerOutcome(res, outcome, ({ pushedAt }) => ok(res, { pushedAt, pushedBy, rows: kept }));
    }),
  );

  return router;
}
