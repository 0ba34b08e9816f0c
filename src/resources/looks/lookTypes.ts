/** What profiles and themes share: the display types they exist for and the bookkeeping of every record. */

/** Display types that have profiles and themes (000 §3): room, floor and feedback displays. */
export const LOOK_TYPES = ['RD', 'FD', 'FBD'] as const;
export type LookType = (typeof LOOK_TYPES)[number];

export const isLookType = (value: unknown): value is LookType =>
  typeof value === 'string' && (LOOK_TYPES as readonly string[]).includes(value);

/** The fields the server keeps for every stored profile or theme besides its settings. */
export interface LookMeta {
  id: string;
  type: LookType;
  /** Goes up by one on every save; a save must name the version it started from. */
  version: number;
  modifiedDate: string;
  /** Display name of the person who saved last; null for seeded records. */
  modifiedBy: string | null;
}

/** The fields the server adds to each answer: how many devices' stored configurations use the record. */
export interface LookUsage {
  usedBy: number;
}

/** The resources of the two kiosk tabs. */
export type LookResource = 'profiles' | 'themes';
