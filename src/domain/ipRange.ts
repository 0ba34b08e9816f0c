import { IP_RANGE_MAX_ADDRESSES } from '../contract/constants';

/** An IPv4 range to scan for players, both ends included. */
export interface IpRange {
  rangeId?: string;
  start: string;
  end: string;
}

/** Translation keys of range problems; tooManyAddresses takes %{max}. */
export const IP_RANGE_ERROR_KEYS = {
  invalidAddress: 'dm.devices.ipRange.errors.invalidAddress',
  firstAfterLast: 'dm.devices.ipRange.errors.firstAfterLast',
  tooManyAddresses: 'dm.devices.ipRange.errors.tooManyAddresses',
  overlap: 'dm.devices.ipRange.errors.overlap',
} as const;
type IpRangeErrorKind = keyof typeof IP_RANGE_ERROR_KEYS;

export interface IpRangeProblem {
  kind: IpRangeErrorKind;
  key: string;
  /** Which input to mark: one end, or the range as a whole. */
  field: 'start' | 'end' | 'range';
  /** For tooManyAddresses: the limit. For overlap: the other range's id, if it has one. */
  max?: number;
  otherRangeId?: string;
}

const OCTET = /^(0|[1-9]\d{0,2})$/;

/** The address as a number, or null unless it is four decimal octets 0–255 (no leading zeros). */
export function parseIpv4(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4 || !parts.every((part) => OCTET.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

export function isIpv4(text: string): boolean {
  return parseIpv4(text) !== null;
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

function bounds(range: IpRange): [number, number] | null {
  const first = parseIpv4(range.start);
  const last = parseIpv4(range.end);
  return first === null || last === null || first > last ? null : [first, last];
}

/** How many addresses a range holds (0 when it is invalid). */
export function rangeCount(range: IpRange): number {
  const found = bounds(range);
  return found ? found[1] - found[0] + 1 : 0;
}

/** Every address of a valid range, in order. */
export function* rangeAddresses(range: IpRange): Generator<string> {
  const found = bounds(range);
  if (!found) return;
  for (let value = found[0]; value <= found[1]; value += 1) yield formatIpv4(value);
}

/** The distinct addresses of several ranges, in order of first appearance. */
export function addressesOf(ranges: readonly IpRange[]): string[] {
  const seen = new Set<string>();
  for (const range of ranges) for (const address of rangeAddresses(range)) seen.add(address);
  return [...seen];
}

function problem(
  kind: IpRangeErrorKind,
  field: IpRangeProblem['field'],
  extra: Partial<IpRangeProblem> = {},
) {
  return { kind, key: IP_RANGE_ERROR_KEYS[kind], field, ...extra };
}

/** The first problem of a range (checked against `others`, which may include itself), or null. */
export function validateRange(range: IpRange, others: readonly IpRange[] = []): IpRangeProblem | null {
  const first = parseIpv4(range.start);
  const last = parseIpv4(range.end);
  if (first === null) return problem('invalidAddress', 'start');
  if (last === null) return problem('invalidAddress', 'end');
  if (first > last) return problem('firstAfterLast', 'range');
  if (last - first + 1 > IP_RANGE_MAX_ADDRESSES) {
    return problem('tooManyAddresses', 'range', { max: IP_RANGE_MAX_ADDRESSES });
  }
  for (const other of others) {
    if (other === range || (range.rangeId !== undefined && other.rangeId === range.rangeId)) continue;
    const otherBounds = bounds(other);
    if (otherBounds && first <= otherBounds[1] && otherBounds[0] <= last) {
      return problem('overlap', 'range', { otherRangeId: other.rangeId });
    }
  }
  return null;
}

/** The problem of each range against all the others (null where there is none). */
export function validateRanges(ranges: readonly IpRange[]): (IpRangeProblem | null)[] {
  return ranges.map((range) => validateRange(range, ranges));
}
