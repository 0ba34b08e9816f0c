import { describe, expect, it } from 'vitest';
import { MISSING, orMissing } from './missingValue';

describe('missing values', () => {
  it('shows one dash for null, undefined and empty text, and keeps zero and real text', () => {
    expect([null, undefined, ''].map(orMissing)).toEqual([MISSING, MISSING, MISSING]);
    expect(orMissing(0)).toBe('0');
    expect(orMissing('4.2.1')).toBe('4.2.1');
  });
});
