import { describe, expect, it } from 'vitest';
import { clampNumber, digitsOnly, parseNumberInput, stepNumber } from './numberInput';

describe('number input rules (000 §5)', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2-3.4 %')).toBe('1234');
    expect(parseNumberInput('-12')).toBe(12);
    expect(parseNumberInput('4.5')).toBe(45);
  });

  it('clamps to 0..999 by default and to given bounds', () => {
    expect(parseNumberInput('12345')).toBe(999);
    expect(parseNumberInput('7', { min: 10, max: 20 })).toBe(10);
    expect(parseNumberInput('50', { max: 100 })).toBe(50);
    expect(clampNumber(150, { max: 100 })).toBe(100);
  });

  it('turns an empty input into the minimum', () => {
    expect(parseNumberInput('')).toBe(0);
    expect(parseNumberInput('abc', { min: 5 })).toBe(5);
  });

  it('steps up and down within the bounds', () => {
    expect(stepNumber(10, 1)).toBe(11);
    expect(stepNumber(0, -1)).toBe(0);
    expect(stepNumber(999, 1)).toBe(999);
    expect(stepNumber(100, 1, { max: 100 })).toBe(100);
  });
});
