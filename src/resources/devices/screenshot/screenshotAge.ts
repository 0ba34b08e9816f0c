/** How old a screenshot is, in the largest whole unit of days, hours, minutes or seconds (000 §2.9). */
export type AgeUnit = 'days' | 'hours' | 'minutes' | 'seconds';

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

/** The age of something taken at `takenAt`; a time a little in the future (clock skew) counts as 0 seconds. */
export function screenshotAge(takenAt: string | Date, now: Date): Age {
  const elapsed = Math.max(0, now.getTime() - new Date(takenAt).getTime());
  for (const [unit, size] of UNITS) if (elapsed >= size) return { unit, count: Math.floor(elapsed / size) };
  return { unit: 'seconds', count: 0 };
}

/** The translation key of an age, to use with smart_count = count. */
export const ageKey = (age: Age): string => `dm.devicesTab.screenshot.age.${age.unit}`;

/** True while a requested picture has not arrived: asked for after the newest one was taken. */
export const isWaitingForScreenshot = (
  shot: { takenAt: string | null; requestedAt: string | null } | undefined,
  askedAt: string | null,
): boolean => {
  if (shot?.requestedAt) return true;
  if (!askedAt) return false;
  return !shot?.takenAt || Date.parse(shot.takenAt) < Date.parse(askedAt);
};
