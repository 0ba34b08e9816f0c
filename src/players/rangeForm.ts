import { ERROR_CODES, errorCodeOf } from '../dataProvider/errorCodes';
import type { IpRangeDraft, IpRangeRecord } from '../contract/tenant';
import { IP_RANGE_MAX_ADDRESSES } from '../config';
import { IP_RANGE_ERROR_KEYS, rangeCount, validateRange, type IpRange } from './';

const RANGE_NAME_MAX_LENGTH = 64;

export type RangeField = 'name' | 'firstIp' | 'lastIp' | 'range';

/** A problem of the range form: where to show it, its translation key and the key's values. */
export interface RangeFormProblem {
  field: RangeField;
  key: string;
  values?: Record<string, string | number>;
}

const RANGE_NAME_ERROR_KEY = 'dm.qbic.ranges.errors.name';

export const toBounds = (range: Partial<IpRangeRecord> & IpRangeDraft): IpRange => ({
  rangeId: range.rangeId,
  start: range.firstIp.trim(),
  end: range.lastIp.trim(),
});

/** Addresses a draft holds, 0 while it is not a valid range. */
export const draftCount = (draft: IpRangeDraft): number => rangeCount(toBounds(draft));

/**
 * The problems of a draft against the tenant's other ranges, in the order of the fields: a name of 1 to 64
 * characters, then the shared range rules (valid addresses, first not after last, at most 1,024
 * addresses, no overlap).
 */
export function rangeFormProblems(
  draft: IpRangeDraft & { rangeId?: string },
  others: readonly IpRangeRecord[],
): RangeFormProblem[] {
  const problems: RangeFormProblem[] = [];
  const name = draft.name.trim();
  if (name === '' || name.length > RANGE_NAME_MAX_LENGTH) {
    problems.push({
      field: 'name',
      key: RANGE_NAME_ERROR_KEY,
      values: { smart_count: RANGE_NAME_MAX_LENGTH, max: RANGE_NAME_MAX_LENGTH },
    });
  }
  const problem = validateRange(
    toBounds(draft),
    others.filter((other) => other.rangeId !== draft.rangeId).map(toBounds),
  );
  if (!problem) return problems;
  const field: RangeField =
    problem.field === 'start' ? 'firstIp' : problem.field === 'end' ? 'lastIp' : 'range';
  const other = others.find((range) => range.rangeId === problem.otherRangeId);
  problems.push({
    field,
    key: problem.key,
    values: { smart_count: IP_RANGE_MAX_ADDRESSES, max: IP_RANGE_MAX_ADDRESSES, name: other?.name ?? '' },
  });
  return problems;
}

const SERVER_PROBLEMS: Readonly<Record<string, RangeFormProblem>> = {
  [ERROR_CODES.IP_RANGE_INVALID_ADDRESS]: { field: 'range', key: IP_RANGE_ERROR_KEYS.invalidAddress },
  [ERROR_CODES.IP_RANGE_FIRST_AFTER_LAST]: { field: 'range', key: IP_RANGE_ERROR_KEYS.firstAfterLast },
  [ERROR_CODES.IP_RANGE_TOO_LARGE]: {
    field: 'range',
    key: IP_RANGE_ERROR_KEYS.tooManyAddresses,
    values: { smart_count: IP_RANGE_MAX_ADDRESSES, max: IP_RANGE_MAX_ADDRESSES },
  },
};

/**
 * A refusal of the server as a form problem: the range codes map to the same texts as the console's own
 * checks. An overlap with a range added meanwhile by someone else names no range. Null for other errors.
 */
export function serverRangeProblem(error: unknown): RangeFormProblem | null {
  const code = String(errorCodeOf(error));
  if (code === String(ERROR_CODES.IP_RANGE_OVERLAP)) {
    return { field: 'range', key: 'dm.qbic.ranges.errors.overlapUnknown' };
  }
  return SERVER_PROBLEMS[code] ?? null;
}
