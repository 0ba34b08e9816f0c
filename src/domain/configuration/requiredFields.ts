import { configurableType, type ConfigurableType, type ConfigurationDraft } from './configurationModel';

/**
 * The required fields of a device configuration per display type (000 §5), shared by the configuration form and
 * the bulk rows: one place decides what is missing.
 */
export const CONFIG_FIELDS = [
  'deviceId',
  'region',
  'room',
  'selectedFloors',
  'defaultFloor',
  'building',
  'profile',
  'theme',
  'displayType',
  'location',
] as const;
export type ConfigField = (typeof CONFIG_FIELDS)[number];

export const REQUIRED_FIELDS: Readonly<Record<ConfigurableType, readonly ConfigField[]>> = {
  RD: ['deviceId', 'region', 'room', 'profile', 'theme'],
  FD: ['deviceId', 'selectedFloors', 'defaultFloor', 'building', 'profile', 'theme'],
  FBD: ['deviceId', 'profile', 'location'],
};

/** The label shown for a missing field (000 §5: Device ID, Region, Room, Selected floors, …, in sentence case). */
export const fieldLabelKey = (field: ConfigField): string => `dm.devicesTab.fields.${field}`;

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

type FieldCheck = (draft: Partial<ConfigurationDraft>) => boolean;

/** Whether each field holds a usable value. The default floor must be one of the selected floors. */
const PRESENT: Readonly<Record<ConfigField, FieldCheck>> = {
  deviceId: (draft) => filled(draft.deviceId),
  region: (draft) => filled(draft.region),
  room: (draft) => filled(draft.room),
  selectedFloors: (draft) => (draft.selectedFloors ?? []).some(filled),
  defaultFloor: (draft) =>
    filled(draft.defaultFloor) && (draft.selectedFloors ?? []).includes(draft.defaultFloor ?? ''),
  building: (draft) => filled(draft.building),
  profile: (draft) => filled(draft.profile),
  theme: (draft) => filled(draft.theme),
  displayType: (draft) => configurableType(draft.type) !== null,
  location: (draft) => filled(draft.location),
};

/** The required fields the draft lacks, in the order of the table; an unknown type gives only displayType. */
export function missingFields(draft: Partial<ConfigurationDraft>): ConfigField[] {
  const type = configurableType(draft.type);
  if (!type) return ['displayType'];
  return REQUIRED_FIELDS[type].filter((field) => !PRESENT[field](draft));
}

/**
 * The fields of each type's form, top to bottom. A floor display's building is chosen inside a region, so the
 * form asks for the region first although the stored configuration does not keep it (000 §3).
 */
export const FORM_FIELDS: Readonly<Record<ConfigurableType, readonly ConfigField[]>> = {
  RD: ['region', 'room', 'profile', 'theme'],
  FD: ['region', 'building', 'selectedFloors', 'defaultFloor', 'profile', 'theme'],
  FBD: ['profile', 'location'],
};

/**
 * What the configuration form flags on Save, in the order a person meets it: the device (it is no field of the
 * form) first, then the form's fields top to bottom. Beside the required fields of 000 §5, a floor display
 * without a region is flagged there too: without one the form offers no building.
 */
export function missingFormFields(draft: Partial<ConfigurationDraft>): ConfigField[] {
  const type = configurableType(draft.type);
  if (!type) return ['displayType'];
  const missing = new Set(missingFields(draft));
  if (type === 'FD' && !PRESENT.region(draft)) missing.add('region');
  return (['deviceId', ...FORM_FIELDS[type]] as const).filter((field) => missing.has(field));
}
