import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from '../config';

export interface NumberReading {
  value: number;
  /** True when what was typed is not what is kept (a sign, letters, or a number out of range): say so. */
  adjusted: boolean;
}

/**
 * Number input rules (000 §5): digits only, clamped to min and max; empty becomes min. A minus sign means a number
 * below the minimum, so "-1" becomes the minimum, never 1; the caller shows the person that it was adjusted.
 */
export function readNumberInput(text: string, min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: min, adjusted: false };
  if (/^-\s*\d/.test(trimmed)) return { value: min, adjusted: true };
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return { value: min, adjusted: true };
  const value = clampNumber(Number(digits), min, max);
  return { value, adjusted: digits !== trimmed || value !== Number(digits) };
}

export function clampNumber(value: number, min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
