import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { requireAdmin, sessionOf } from '../auth';
import type { Refusal, Tx } from '../db/transaction';
import type { DbData, IpRange } from '../db/types';
import { ERROR_CODES, ok } from '../envelope';
import { handle } from '../errors';
import { readBody, readQuery } from '../validate';
import { rangeCount, validateRange, type IpRange as RangeBounds } from '../../src/domain/ipRange';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';

const NAME_MAX_LENGTH = 64;
const RANGE_FIELDS = { name: 'string', firstIp: 'string', lastIp: 'string' } as const;

type RangeView = Omit<IpRange, 'tenantId'>;

const view = ({ tenantId: _tenantId, ...rest }: IpRange): RangeView => rest;
const boundsOf = (range: Pick<IpRange, 'rangeId' | 'firstIp' | 'lastIp'>): RangeBounds => ({
  rangeId: range.rangeId,
  start: range.firstIp,
  end: range.lastIp,
});

/**
 * The refusal of a range that breaks one of the console's own rules (src/domain/ipRange.ts) against the
 * tenant's other ranges as the transaction reads them, else null.
 */
function refusalOf(tx: Tx, candidate: RangeView, others: readonly IpRange[]): Refusal | null {
  const name = candidate.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    return tx.refuse(
      400,
      ERROR_CODES.BAD_REQUEST,
      `The range name must have 1 to ${NAME_MAX_LENGTH} characters`,
    );
  }
  const problem = validateRange(boundsOf(candidate), others.map(boundsOf));
  if (!problem) return null;
  const { firstIp, lastIp } = candidate;
  if (problem.kind === 'invalidAddress') {
    const [field, value] = problem.field === 'start' ? ['firstIp', firstIp] : ['lastIp', lastIp];
    const message = `${field} "${value}" is not an IPv4 address (four numbers from 0 to 255, e.g. 192.168.1.10)`;
    return tx.refuse(400, ERROR_CODES.IP_RANGE_INVALID_ADDRESS, message);
  }
  if (problem.kind === 'firstAfterLast') {
    const message = `The first address ${firstIp} comes after the last address ${lastIp}`;
    return tx.refuse(400, ERROR_CODES.IP_RANGE_FIRST_AFTER_LAST, message);
  }
  if (problem.kind === 'tooManyAddresses') {
    const count = rangeCount(boundsOf(candidate));
    const message = `A range holds at most ${problem.max} addresses; ${firstIp} to ${lastIp} holds ${count}`;
    return tx.refuse(400, ERROR_CODES.IP_RANGE_TOO_LARGE, message);
  }
  const other = others.find((range) => range.rangeId === problem.otherRangeId);
  const what = other ? `"${other.name}" (${other.firstIp} to ${other.lastIp})` : 'another range';
  return tx.refuse(409, ERROR_CODES.IP_RANGE_OVERLAP, `The range overlaps the range ${what}`);
}

/** IP ranges the console scans for players (001 §7 `/tenant/ranges`), per tenant, for administrators. */
export function tenantRangeRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  router.use('/tenant/ranges', auth.requireSession(), requireAdmin);

  const rangesOf = (data: DbData, tenantId: string) =>
    data.ipRanges.filter((range) => range.tenantId === tenantId);
  const trimmed = (body: { name: string; firstIp: string; lastIp: string }) => ({
    name: body.name.trim(),
    firstIp: body.firstIp.trim(),
    lastIp: body.lastIp.trim(),
  });
  const notFoundIn = (tx: Tx, rangeId: string) =>
    tx.refuse(404, ERROR_CODES.NOT_FOUND, `IP range ${rangeId} not found`);

  router.get('/tenant/ranges', (_req, res) => {
    ok(res, rangesOf(store.data, sessionOf(res).user.tenantId).map(view));
  });

  // Ranges are keyed by rangeId: the steps find them by it and write the collection whole.
  router.post(
    '/tenant/ranges',
    handle(async (req, res) => {
      const body = readBody(req, res, RANGE_FIELDS);
      if (!body) return;
      const { tenantId } = sessionOf(res).user;
      const range: IpRange = { rangeId: `range-${randomUUID()}`, tenantId, ...trimmed(body) };
      const outcome = await store.transaction({}, (tx) => {
        const refusal = refusalOf(tx, view(range), rangesOf(tx.data, tenantId));
        if (refusal) return refusal;
        tx.data.ipRanges.push(range);
        tx.changed('ipRanges');
        return range;
      });
      answerOutcome(res, outcome, (created) => ok(res, view(created)));
    }),
  );

  router.put(
    '/tenant/ranges',
    handle(async (req, res) => {
      const body = readBody(req, res, { rangeId: 'string', ...RANGE_FIELDS });
      if (!body) return;
      const { tenantId } = sessionOf(res).user;
      const outcome = await store.transaction({}, (tx) => {
        const existing = rangesOf(tx.data, tenantId).find((range) => range.rangeId === body.rangeId);
        if (!existing) return notFoundIn(tx, body.rangeId);
        const next: RangeView = { rangeId: existing.rangeId, ...trimmed(body) };
        const others = rangesOf(tx.data, tenantId).filter((range) => range.rangeId !== existing.rangeId);
        const refusal = refusalOf(tx, next, others);
        if (refusal) return refusal;
        Object.assign(existing, next);
        tx.changed('ipRanges');
        return existing;
      });
      answerOutcome(res, outcome, (range) => ok(res, view(range)));
    }),
  );

  router.delete(
    '/tenant/ranges',
    handle(async (req, res) => {
      const rangeId = readQuery(req, res, 'rangeId');
      if (rangeId === null) return;
      const { tenantId } = sessionOf(res).user;
      const outcome = await store.transaction({}, (tx) => {
        const index = tx.data.ipRanges.findIndex(
          (range) => range.tenantId === tenantId && range.rangeId === rangeId,
        );
        if (index < 0) return notFoundIn(tx, rangeId);
        tx.data.ipRanges.splice(index, 1);
        tx.changed('ipRanges');
        return rangeId;
      });
      answerOutcome(res, outcome, (removed) => ok(res, { rangeId: removed }));
    }),
  );

  return router;
}
