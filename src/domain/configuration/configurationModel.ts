/**
 * What a person chooses for a device's configuration, and the types it becomes on the wire (those live in
 * src/domain/deviceConfiguration.ts, below the data provider that sends them).
 */

import { CONFIGURABLE_TYPES, type ConfigurableType } from '../../contract/displayTypes';

export { type ConfigurableType };

/** Display mode of a room display (000 §3): calendar view, event view, or none (no calendar view offered). */
export type DisplayMode = 'CV' | 'EV' | 'NONE';

export { blankEntry, type ConfigurationEntry, type ConfigurationPayload } from '../deviceConfiguration';

/**
 * Everything a person (or a bulk row) chooses for one device, whatever its type. Ids only; empty choices are
 * null. The same shape serves the form, the required-field rules and the payload builder.
 */
export interface ConfigurationDraft {
  deviceId: string | null;
  /** RD, FD or FBD; anything else fails with a display type error. */
  type: string | null;
  region: string | null;
  room: string | null;
  building: string | null;
  selectedFloors: readonly string[];
  defaultFloor: string | null;
  profile: string | null;
  theme: string | null;
  location: string | null;
  duration: number;
}

/** FED is the feedback display's code in the content-rule enumeration (000 §3); it means FBD here. */
const TYPE_ALIASES: Readonly<Record<string, ConfigurableType>> = { FED: 'FBD' };

/** The configurable type a code stands for, or null. */
export const configurableType = (code: string | null | undefined): ConfigurableType | null => {
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  if ((CONFIGURABLE_TYPES as readonly string[]).includes(upper)) return upper as ConfigurableType;
  return TYPE_ALIASES[upper] ?? null;
};

/**
 * The display mode a device offers in the select-display-type dialog: the Mini Display's small screen has no
 * calendar view (NONE hides it); every other model offers both views.
 */
export const displayModeFor = (modelId: string, miniDisplayModelId: string): DisplayMode =>
  modelId === miniDisplayModelId ? 'NONE' : 'CV';
