import { describe, expect, it } from 'vitest';
import { clampNumber, parseNumberInput } from './numberInput';

describe('number input rules', () => {
  it.each([
    ['42', 42],
    ['4a2', 42],
    ['-5', 5],
    ['', 0],
    ['abc', 0],
    ['1000', 999],
    ['0999', 999],
  ])('%j becomes %d with the defaults 0–999', (text, value) => {
    expect(parseNumberInput(text)).toBe(value);
  });

  it('clamps to a given range, empty becoming its minimum', () => {
    expect(parseNumberInput('150', 0, 100)).toBe(100);
    expect(parseNumberInput('', 10, 100)).toBe(10);
    expect(parseNumberInput('3', 10, 100)).toBe(10);
  });

  it('clamps and rounds numbers, a non-number becoming the minimum', () => {
    expect(clampNumber(101, 0, 100)).toBe(100);
    expect(clampNumber(-1, 0, 100)).toBe(0);
    expect(clampNumber(4.6)).toBe(5);
    expect(clampNumber(Number.NaN, 3, 9)).toBe(3);
  });
});
