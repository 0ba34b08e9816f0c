/**
 * A device configuration as the device-control backend stores it (000 §3): one entry per display app, each with
 * the part for its display type filled and the others null.
 */

interface RoomConfiguration {
  roomUUID: string;
  profileId: string;
  region: string;
  room: string;
  resourceId: string;
  themeId: string;
}

interface FloorConfiguration {
  defaultFloor: string;
  profileId: string;
  selectedFloors: string[];
  themeId: string;
}

interface FeedbackConfiguration {
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
  /**
   * With PUT: the stored configuration's modifiedDate as the console read it (an extension of the spec's body);
   * the server refuses the update when the configuration changed since (another administrator saved it).
   */
  modifiedDate?: string;
  configurations: ConfigurationEntry[];
}

/** What GET /device/configuration answers for a configured device (null when it has none). */
export interface StoredConfiguration {
  id: string;
  deviceId: string;
  configurations: ConfigurationEntry[];
  modifiedDate: string;
}
