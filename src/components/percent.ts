/**
 * The whole percent a progress shows, for its bar and its number alike: rounded down (100 only when done),
 * within 0–100, and 0 for anything that is not a number.
 */
export const shownPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.floor(value))) : 0;
