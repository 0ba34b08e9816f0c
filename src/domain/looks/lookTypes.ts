/** What profiles and themes share: the display types they exist for and the bookkeeping of every record. */

import { CONFIGURABLE_TYPES, type ConfigurableType } from '../../contract/displayTypes';

/** Display types that have profiles and themes (000 §3): room, floor and feedback displays. */
export const LOOK_TYPES = CONFIGURABLE_TYPES;
export type LookType = ConfigurableType;

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

/**
 * The query that opens a profile or theme list on the tab of one display type ('' for none). Links add it to
 * react-admin's own list path, so they stay inside the area the list is served in.
 */
export const typeQuery = (type?: string): string =>
  type ? `?filter=${encodeURIComponent(JSON.stringify({ type }))}` : '';
