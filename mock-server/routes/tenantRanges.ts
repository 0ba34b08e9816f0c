import { randomUUID } from 'node:crypto';
import { Router, type Response } from 'express';
import { requireAdmin, sessionOf } from '../auth';
import type { IpRange } from '../db/types';
import { ERROR_CODES, badRequest, fail, notFound, ok } from '../envelope';
import { readBody, readQuery } from '../validate';
import { rangeCount, validateRange, type IpRange as RangeBounds } from '../../src/domain/ipRange';
import type { AppContext } from './context';

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
 * Checks a range against the tenant's other ranges with the console's own rules (src/domain/ipRange.ts);
 * answers the refusal and returns false when it breaks one.
 */
function acceptable(res: Response, candidate: RangeView, others: readonly IpRange[]): boolean {
  const name = candidate.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    badRequest(res, `The range name must have 1 to ${NAME_MAX_LENGTH} characters`);
    return false;
  }
  const problem = validateRange(boundsOf(candidate), others.map(boundsOf));
  if (!problem) return true;
  const { firstIp, lastIp } = candidate;
  if (problem.kind === 'invalidAddress') {
    const [field, value] = problem.field === 'start' ? ['firstIp', firstIp] : ['lastIp', lastIp];
    fail(
      res,
      400,
      ERROR_CODES.IP_RANGE_INVALID_ADDRESS,
      `${field} "${value}" is not an IPv4 address (four numbers from 0 to 255, e.g. 192.168.1.10)`,
    );
  } else if (problem.kind === 'firstAfterLast') {
    fail(
      res,
      400,
      ERROR_CODES.IP_RANGE_FIRST_AFTER_LAST,
      `The first address ${firstIp} comes after the last address ${lastIp}`,
    );
  } else if (problem.kind === 'tooManyAddresses') {
    const count = rangeCount(boundsOf(candidate));
    fail(
      res,
      400,
      ERROR_CODES.IP_RANGE_TOO_LARGE,
      `A range holds at most ${problem.max} addresses; ${firstIp} to ${lastIp} holds ${count}`,
    );
  } else {
    const other = others.find((range) => range.rangeId === problem.otherRangeId);
    const what = other ? `"${other.name}" (${other.firstIp} to ${other.lastIp})` : 'another range';
    fail(res, 409, ERROR_CODES.IP_RANGE_OVERLAP, `The range overlaps the range ${what}`);
  }
  return false;
}

/** IP ranges the console scans for players (001 §7 `/tenant/ranges`), per tenant, for administrators. */
export function tenantRangeRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  router.use('/tenant/ranges', auth.requireSession(), requireAdmin);

  const rangesOf = (tenantId: string) => store.data.ipRanges.filter((range) => range.tenantId === tenantId);
  const trimmed = (body: { name: string; firstIp: string; lastIp: string }) => ({
    name: body.name.trim(),
    firstIp: body.firstIp.trim(),
    lastIp: body.lastIp.trim(),
  });

  router.get('/tenant/ranges', (_req, res) => {
    ok(res, rangesOf(sessionOf(res).user.tenantId).map(view));
  });

  router.post('/tenant/ranges', (req, res) => {
    const body = readBody(req, res, RANGE_FIELDS);
    if (!body) return;
    const { tenantId } = sessionOf(res).user;
    const range: IpRange = { rangeId: `range-${randomUUID()}`, tenantId, ...trimmed(body) };
    if (!acceptable(res, view(range), rangesOf(tenantId))) return;
    store.data.ipRanges.push(range);
    store.changed('ipRanges');
    ok(res, view(range));
  });

  router.put('/tenant/ranges', (req, res) => {
    const body = readBody(req, res, { rangeId: 'string', ...RANGE_FIELDS });
    if (!body) return;
    const { tenantId } = sessionOf(res).user;
    const existing = rangesOf(tenantId).find((range) => range.rangeId === body.rangeId);
    if (!existing) return notFound(res, `IP range ${body.rangeId} not found`);
    const next: RangeView = { rangeId: existing.rangeId, ...trimmed(body) };
    const others = rangesOf(tenantId).filter((range) => range !== existing);
    if (!acceptable(res, next, others)) return;
    Object.assign(existing, next);
    store.changed('ipRanges');
    ok(res, view(existing));
  });

  router.delete('/tenant/ranges', (req, res) => {
    const rangeId = readQuery(req, res, 'rangeId');
    if (rangeId === null) return;
    const { tenantId } = sessionOf(res).user;
    const index = store.data.ipRanges.findIndex(
      (range) => range.tenantId === tenantId && range.rangeId === rangeId,
    );
    if (index < 0) return notFound(res, `IP range ${rangeId} not found`);
    store.data.ipRanges.splice(index, 1);
    store.changed('ipRanges');
    ok(res, { rangeId });
  });

  return router;
}
