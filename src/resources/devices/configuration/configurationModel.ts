/**
 * A device configuration as the device-control backend stores it (000 §3): one entry per display app, each with
 * the part for its display type filled and the others null.
 */

/** Display types the console configures one by one: room, floor and feedback displays (000 §2.5). */
export const CONFIGURABLE_TYPES = ['RD', 'FD', 'FBD'] as const;
export type ConfigurableType = (typeof CONFIGURABLE_TYPES)[number];

/** Display mode of a room display (000 §3): calendar view, event view, or none (no calendar view offered). */
export type DisplayMode = 'CV' | 'EV' | 'NONE';

export interface RoomConfiguration {
  roomUUID: string;
  profileId: string;
  region: string;
  room: string;
  resourceId: string;
  themeId: string;
}

export interface FloorConfiguration {
  defaultFloor: string;
  profileId: string;
  selectedFloors: string[];
  themeId: string;
}

export interface FeedbackConfiguration {
  profileId: string;
  location: string;
}

export interface ConfigurationEntry {
  order: number;
  appType: string;
  roomConfiguration: RoomConfiguration | null;
  floorConfiguration: FloorConfiguration | null;
  feedbackConfiguration: FeedbackConfiguration | null;
  deskConfiguration: Record<string, unknown> | null;
  serviceConfiguration: Record<string, unknown> | null;
  duration: number;
}

/** An entry of the display type with none of its parts filled yet. */
export const blankEntry = (appType: string, duration: number): ConfigurationEntry => ({
  order: 0,
  appType,
  roomConfiguration: null,
  floorConfiguration: null,
  feedbackConfiguration: null,
  deskConfiguration: null,
  serviceConfiguration: null,
  duration,
});

/** The body of POST (no id: create) and PUT (with the configuration's id: update) /device/configuration. */
export interface ConfigurationPayload {
  id?: string;
  configurations: ConfigurationEntry[];
}

/** What GET /device/configuration answers for a configured device (null when it has none). */
export interface StoredConfiguration {
  id: string;
  deviceId: string;
  configurations: ConfigurationEntry[];
  modifiedDate: string;
}

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
