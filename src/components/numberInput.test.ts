import { describe, expect, it } from 'vitest';
import { clampNumber, readNumberInput } from './numberInput';

describe('number input rules', () => {
  it.each([
    ['42', 42],
    ['4a2', 42],
    ['-5', 0],
    ['-1', 0],
    ['99999', 999],
    ['', 0],
    ['abc', 0],
    ['1000', 999],
    ['0999', 999],
  ])('%j becomes %d with the defaults 0–999', (text, value) => {
    expect(readNumberInput(text).value).toBe(value);
  });

  it('clamps to a given range, empty becoming its minimum', () => {
    expect(readNumberInput('150', 0, 100).value).toBe(100);
    expect(readNumberInput('', 10, 100).value).toBe(10);
    expect(readNumberInput('3', 10, 100).value).toBe(10);
  });

  it('clamps and rounds numbers, a non-number becoming the minimum', () => {
    expect(clampNumber(101, 0, 100)).toBe(100);
    expect(clampNumber(-1, 0, 100)).toBe(0);
    expect(clampNumber(4.6)).toBe(5);
    expect(clampNumber(Number.NaN, 3, 9)).toBe(3);
  });

  it('says when what was typed is not what is kept, and not for a plain number in range', () => {
    expect(readNumberInput('-1')).toEqual({ value: 0, adjusted: true });
    expect(readNumberInput('99999')).toEqual({ value: 999, adjusted: true });
    expect(readNumberInput('4a2')).toEqual({ value: 42, adjusted: true });
    expect(readNumberInput('42')).toEqual({ value: 42, adjusted: false });
    expect(readNumberInput('')).toEqual({ value: 0, adjusted: false });
    expect(readNumberInput('3', 10, 100)).toEqual({ value: 10, adjusted: true });
  });
});
