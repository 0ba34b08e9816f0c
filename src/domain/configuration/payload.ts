import { DEFAULT_HOME_SCREEN_DURATION } from '../../contract/constants';
import {
  blankEntry,
  configurableType,
  type ConfigurationDraft,
  type ConfigurationEntry,
  type ConfigurationPayload,
} from './configurationModel';
import { missingFields, type ConfigField } from './requiredFields';

/** A draft with nothing chosen yet. */
export const emptyDraft = (deviceId: string | null, type: string | null): ConfigurationDraft => ({
  deviceId,
  type,
  region: null,
  room: null,
  building: null,
  selectedFloors: [],
  defaultFloor: null,
  profile: null,
  theme: null,
  location: null,
  duration: DEFAULT_HOME_SCREEN_DURATION,
});

/** Thrown when a payload is asked for a draft that lacks required fields. */
export class IncompleteConfigurationError extends Error {
  constructor(readonly fields: readonly ConfigField[]) {
    super(`Missing configuration fields: ${fields.join(', ')}`);
    this.name = 'IncompleteConfigurationError';
  }
}

const text = (value: string | null): string => value ?? '';

/** The single configuration entry of 000 §3 for a complete draft: only its own type's part is filled. */
export function buildConfigurationEntry(draft: ConfigurationDraft): ConfigurationEntry {
  const missing = missingFields(draft);
  const type = configurableType(draft.type);
  if (missing.length > 0 || !type) throw new IncompleteConfigurationError(missing);
  const profileId = text(draft.profile);
  const themeId = text(draft.theme);
  const room = text(draft.room);
  return {
    ...blankEntry(type, draft.duration),
    roomConfiguration:
      type === 'RD'
        ? { roomUUID: room, profileId, region: text(draft.region), room, resourceId: room, themeId }
        : null,
    floorConfiguration:
      type === 'FD'
        ? {
            defaultFloor: text(draft.defaultFloor),
            profileId,
            selectedFloors: [...draft.selectedFloors],
            themeId,
          }
        : null,
    feedbackConfiguration: type === 'FBD' ? { profileId, location: text(draft.location) } : null,
  };
}

/** The body to save: without an id it creates (POST), with the stored configuration's id it updates (PUT). */
export function buildConfigurationPayload(
  draft: ConfigurationDraft,
  configId: string | null,
): ConfigurationPayload {
  const configurations = [buildConfigurationEntry(draft)];
  return configId ? { id: configId, configurations } : { configurations };
}

/** POST when the device has no configuration yet, PUT when it has one (000 §4). */
export const saveMethodFor = (configId: string | null | undefined): 'POST' | 'PUT' =>
  configId ? 'PUT' : 'POST';

/** Where the device stands, for the parts of a draft the stored entry does not carry (floor display region, building). */
export interface DevicePlace {
  region: string | null;
  building: string | null;
}

/** The draft a stored entry stands for, so that the form opens with the current choices. */
export function draftFromEntry(
  deviceId: string,
  entry: ConfigurationEntry,
  place: DevicePlace,
): ConfigurationDraft {
  const { roomConfiguration: room, floorConfiguration: floor, feedbackConfiguration: feedback } = entry;
  return {
    ...emptyDraft(deviceId, configurableType(entry.appType) ?? entry.appType),
    duration: Number.isFinite(entry.duration) ? entry.duration : DEFAULT_HOME_SCREEN_DURATION,
    region: room?.region || place.region,
    building: place.building,
    room: room ? room.room || room.resourceId : null,
    selectedFloors: floor ? [...floor.selectedFloors] : [],
    defaultFloor: floor?.defaultFloor ?? null,
    profile: (room ?? floor ?? feedback)?.profileId ?? null,
    theme: (room ?? floor)?.themeId ?? null,
    location: feedback?.location ?? null,
  };
}
