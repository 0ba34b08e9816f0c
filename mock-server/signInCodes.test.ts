import { describe, expect, it } from 'vitest';
import { createSignInCodes, SIGN_IN_CODE_TTL_MS } from './signInCodes';

describe('one-time sign-in codes', () => {
  it('are redeemed once, by the user they were issued to, within their life', () => {
    let now = 1_000_000;
    const codes = createSignInCodes(() => now);
    const code = codes.issue('u-admin');
    expect(codes.redeem(code)).toBe('u-admin');
    expect(codes.redeem(code)).toBeNull();
    const late = codes.issue('u-admin');
    now += SIGN_IN_CODE_TTL_MS;
    expect(codes.redeem(late)).toBeNull();
    expect(codes.redeem('made-up')).toBeNull();
  });

  it('of one account are never evicted by another signing in again and again', () => {
    let now = 1_000_000;
    const codes = createSignInCodes(() => now);
    const contributor = codes.issue('u-contributor');
    const flood: string[] = [];
    for (let index = 0; index < 1_000; index += 1) {
      flood.push(codes.issue('u-viewer'));
      now += 10;
    }
    expect(codes.redeem(contributor)).toBe('u-contributor');
    // The flooding account keeps only its newest few codes.
    expect(codes.redeem(flood[0])).toBeNull();
    expect(codes.redeem(flood[flood.length - 1])).toBe('u-viewer');
  });

  it('hold a bounded number per account however many sign-ins there were', () => {
    const codes = createSignInCodes(() => 1_000_000);
    const issued = Array.from({ length: 50 }, () => codes.issue('u-viewer'));
    const live = issued.filter((code) => codes.redeem(code) !== null);
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThanOrEqual(5);
    expect(live).toEqual(issued.slice(-live.length));
  });
});
