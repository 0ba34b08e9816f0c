import { describe, expect, it } from 'vitest';
import {
  addressesOf,
  formatIpv4,
  IP_RANGE_ERROR_KEYS,
  isIpv4,
  parseIpv4,
  rangeAddresses,
  rangeCount,
  validateRange,
  validateRanges,
} from './ipRange';

describe('IPv4 parsing', () => {
  it('reads four decimal octets and formats them back', () => {
    expect(parseIpv4('192.168.1.10')).toBe(192 * 2 ** 24 + 168 * 2 ** 16 + 256 + 10);
    expect(parseIpv4(' 10.0.0.1 ')).toBe(167772161);
    expect(formatIpv4(parseIpv4('255.255.255.255') ?? 0)).toBe('255.255.255.255');
    expect(formatIpv4(parseIpv4('0.0.0.0') ?? 1)).toBe('0.0.0.0');
  });

  it.each(['', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', '1.2.3.-4', 'a.b.c.d', '1..2.3', '1.2.3.4 x'])(
    'refuses %j',
    (text) => {
      expect(parseIpv4(text)).toBeNull();
      expect(isIpv4(text)).toBe(false);
    },
  );
});

describe('ranges', () => {
  it('counts and enumerates both ends included, across octet boundaries', () => {
    const range = { start: '10.0.0.254', end: '10.0.1.1' };
    expect(rangeCount(range)).toBe(4);
    expect([...rangeAddresses(range)]).toEqual(['10.0.0.254', '10.0.0.255', '10.0.1.0', '10.0.1.1']);
    expect(rangeCount({ start: '10.0.0.5', end: '10.0.0.5' })).toBe(1);
    expect(rangeCount({ start: '10.0.0.5', end: '10.0.0.4' })).toBe(0);
    expect([...rangeAddresses({ start: 'x', end: '10.0.0.1' })]).toEqual([]);
  });

  it('merges the addresses of several ranges without repeats', () => {
    expect(
      addressesOf([
        { start: '10.0.0.1', end: '10.0.0.3' },
        { start: '10.0.0.3', end: '10.0.0.4' },
      ]),
    ).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']);
  });

  it('names each problem with its translation key', () => {
    expect(validateRange({ start: '10.0.0.300', end: '10.0.0.1' })).toEqual({
      kind: 'invalidAddress',
      key: IP_RANGE_ERROR_KEYS.invalidAddress,
      field: 'start',
    });
    expect(validateRange({ start: '10.0.0.1', end: '' })?.field).toBe('end');
    expect(validateRange({ start: '10.0.0.9', end: '10.0.0.1' })?.kind).toBe('firstAfterLast');
    expect(validateRange({ start: '10.0.0.0', end: '10.0.4.0' })).toMatchObject({
      kind: 'tooManyAddresses',
      key: 'dm.devices.ipRange.errors.tooManyAddresses',
      max: 1024,
    });
    expect(validateRange({ start: '10.0.0.0', end: '10.0.3.255' })).toBeNull();
  });

  it('finds overlaps with other ranges but not with the range itself', () => {
    const a = { rangeId: 'a', start: '10.0.0.1', end: '10.0.0.50' };
    const b = { rangeId: 'b', start: '10.0.0.50', end: '10.0.0.80' };
    const c = { rangeId: 'c', start: '10.0.0.81', end: '10.0.0.90' };
    expect(validateRange(a, [a, b, c])).toMatchObject({ kind: 'overlap', otherRangeId: 'b' });
    expect(validateRange(c, [a, b, c])).toBeNull();
    expect(validateRanges([a, b, c]).map((found) => found?.kind ?? null)).toEqual([
      'overlap',
      'overlap',
      null,
    ]);
    const edited = { rangeId: 'a', start: '10.0.0.1', end: '10.0.0.60' };
    expect(validateRange(edited, [a, c])).toBeNull();
  });
});
