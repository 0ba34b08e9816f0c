import { describe, expect, it } from 'vitest';
import { shownPercent } from './percent';

describe('shown percent', () => {
  it('rounds down, so a bar and its number never claim more than is done', () => {
    expect(shownPercent(99.9)).toBe(99);
    expect(shownPercent(33.33)).toBe(33);
    expect(shownPercent(100)).toBe(100);
  });

  it('stays within 0–100 and reads anything else as 0', () => {
    expect(shownPercent(-5)).toBe(0);
    expect(shownPercent(140)).toBe(100);
    expect(shownPercent(Number.NaN)).toBe(0);
    expect(shownPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
