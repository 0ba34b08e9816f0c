/** How old a screenshot is, in the largest whole unit of days, hours, minutes or seconds (000 §2.9). */
type AgeUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export interface Age {
  unit: AgeUnit;
  count: number;
}

const UNITS: readonly [AgeUnit, number][] = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1_000],
];

/**
 * The age of something that happened at `takenAt` (an ISO time or epoch ms); a time a little in the future (clock
 * skew) counts as 0 seconds.
 */
export function screenshotAge(takenAt: string | number | Date, now: Date): Age {
  const elapsed = Math.max(0, now.getTime() - new Date(takenAt).getTime());
  for (const [unit, size] of UNITS) if (elapsed >= size) return { unit, count: Math.floor(elapsed / size) };
  return { unit: 'seconds', count: 0 };
}

/** The translation key of an age, to use with smart_count = count. */
export const ageKey = (age: Age): string => `dm.screenshot.age.${age.unit}`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "3 minutes ago" in the UI language, in the units of `screenshotAge`. */
export const ageText = (translate: Translate, takenAt: string | number | Date, now: Date): string => {
  const age = screenshotAge(takenAt, now);
  return translate(ageKey(age), { smart_count: age.count });
};
