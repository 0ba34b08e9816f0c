import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from '../config';

/** Bounds of a number input (000 §2.11, §5): 0 to 999 unless given. */
export interface NumberBounds {
  min?: number;
  max?: number;
}

const boundsOf = ({ min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX }: NumberBounds) => ({ min, max });

/** Only the digits of what was typed. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/** The value clamped to the bounds. */
export const clampNumber = (value: number, bounds: NumberBounds = {}): number => {
  const { min, max } = boundsOf(bounds);
  return Math.min(max, Math.max(min, Math.trunc(value)));
};

/** What a typed text stands for: digits only, clamped; empty becomes the minimum. */
export const parseNumberInput = (text: string, bounds: NumberBounds = {}): number => {
  const digits = digitsOnly(text);
  return digits === '' ? boundsOf(bounds).min : clampNumber(Number(digits), bounds);
};

/** One step up or down from the value, never past the bounds. */
export const stepNumber = (value: number, delta: number, bounds: NumberBounds = {}): number =>
  clampNumber(value + delta, bounds);
