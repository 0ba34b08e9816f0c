import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from '../config';

/** Number input rules (000 §5): digits only, clamped to min and max; empty becomes min. */
export function parseNumberInput(text: string, min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX): number {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return min;
  return clampNumber(Number(digits), min, max);
}

export function clampNumber(value: number, min = NUMBER_INPUT_MIN, max = NUMBER_INPUT_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
