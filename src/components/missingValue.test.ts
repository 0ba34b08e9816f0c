import { describe, expect, it } from 'vitest';
import { dashed, MISSING, orMissing } from './missingValue';

describe('missing values', () => {
  it('shows one dash for null, undefined and empty text, and keeps zero and real text', () => {
    expect([null, undefined, ''].map(orMissing)).toEqual([MISSING, MISSING, MISSING]);
    expect(orMissing(0)).toBe('0');
    expect(orMissing('4.2.1')).toBe('4.2.1');
  });

  it('shows blank or space-only text as the dash and keeps real text as it is', () => {
    expect(dashed(' ')).toBe(MISSING);
    expect(dashed('Lobby')).toBe('Lobby');
  });
});
