/** The levels of a tenant's locations (000 §3 "location levels"), as the backend sends them. */
export const LOCATION_LEVELS = ['area', 'site', 'outside', 'building', 'floor', 'room', 'none'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

/** A level as the console takes it: one of LOCATION_LEVELS, and `none` for anything else or nothing. */
export const locationLevelOf = (value: unknown): LocationLevel =>
  (LOCATION_LEVELS as readonly unknown[]).includes(value) ? (value as LocationLevel) : 'none';
