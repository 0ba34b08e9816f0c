import { DEFAULT_HOME_SCREEN_DURATION } from '../../../config';
import {
  configurableType,
  type ConfigurationDraft,
  type ConfigurationPayload,
} from '../../../domain/configuration/configurationModel';
import { buildConfigurationEntry, buildConfigurationPayload } from '../../../domain/configuration/payload';
import type { StoredConfiguration } from '../../../domain/deviceConfiguration';
import {
  missingFields,
  REQUIRED_FIELDS,
  type ConfigField,
} from '../../../domain/configuration/requiredFields';
import type { BulkRef, CurrentConfiguration, DeviceBulkRow } from '../../../domain/deviceBulk';

/** One change a pushed row makes: the field, and the names (or ids; display-type codes, named when shown) before and after. */
export interface FieldChange {
  field: ConfigField;
  before: string | null;
  after: string | null;
}

/**
 * A row ready for the dialog (000 §3 "the prepared row"): success when every field its display type needs is
 * there, every id is one the tenant has, and the row is not older than the device's configuration (000 §4,
 * §5). invalidFields lists the fields at fault, missing or unknown; changes says what a push would change.
 */
export interface PreparedRow {
  source: DeviceBulkRow;
  success: boolean;
  missing: ConfigField[];
  /** Fields whose id the tenant does not have (for the row's display type). */
  unknown: ConfigField[];
  invalidFields: ConfigField[];
  invalidFieldsCount: number;
  /** The old-bulk-config case: the device's configuration changed after the download. */
  modified: boolean;
  /** The device is a Mini Display, which bulk configuration leaves out (000 §5). */
  miniDisplay: boolean;
  /** The display type is filled but not one bulk configuration sets (service, desk or an unknown code). */
  typeNotInBulk: boolean;
  /** A device with no configuration yet whose row was left empty: to fill in or remove, not a mistake. */
  notConfigured: boolean;
  changes: FieldChange[];
  /** Valid, and the device already has exactly this configuration: not pushed. */
  unchanged: boolean;
}

const idOf = (ref: BulkRef | null): string | null => ref?.id ?? null;

/** The configuration the row asks for, as the form's draft. */
function draftOf(row: DeviceBulkRow): ConfigurationDraft {
  const type = configurableType(row.type);
  return {
    deviceId: row.id,
    type: type ?? row.type,
    region: idOf(row.region),
    room: idOf(row.room),
    building: idOf(row.building),
    selectedFloors: row.floors.map((floor) => floor.id),
    defaultFloor: idOf(row.defaultFloor),
    profile: idOf(row.profile),
    theme: idOf(row.theme),
    location: idOf(row.location),
    duration: DEFAULT_HOME_SCREEN_DURATION,
  };
}

/** The refs of each field as a row (or the current configuration) holds them. */
export function refsOf(config: Omit<CurrentConfiguration, 'type'>, field: ConfigField): BulkRef[] {
  switch (field) {
    case 'selectedFloors':
      return config.floors;
    case 'region':
    case 'room':
    case 'building':
    case 'defaultFloor':
    case 'profile':
    case 'theme':
    case 'location': {
      const ref = config[field];
      return ref ? [ref] : [];
    }
    default:
      return [];
  }
}

const shown = (refs: readonly BulkRef[]): string | null =>
  refs.length === 0 ? null : refs.map((ref) => ref.name ?? ref.id).join(', ');
const sameIds = (a: readonly BulkRef[], b: readonly BulkRef[]) =>
  a.length === b.length && a.every((ref, index) => ref.id === b[index].id);

/**
 * What pushing the row would change on its device, field by field, with names: the fields of the row's display
 * type, and those of the device's type today that a new type clears (a room display made a floor display loses
 * its region and room).
 */
export function changesOf(row: DeviceBulkRow): FieldChange[] {
  const type = configurableType(row.type);
  if (!type) return [];
  const current = row.current;
  const changes: FieldChange[] = [];
  if (current?.type !== type)
    changes.push({ field: 'displayType', before: current?.type ?? null, after: type });
  const currentType = configurableType(current?.type);
  const cleared = currentType ? REQUIRED_FIELDS[currentType] : [];
  const fields = [
    ...REQUIRED_FIELDS[type],
    ...cleared.filter((field) => !REQUIRED_FIELDS[type].includes(field)),
  ];
  for (const field of fields) {
    if (field === 'deviceId') continue;
    const after = REQUIRED_FIELDS[type].includes(field) ? refsOf(row, field) : [];
    const before = current ? refsOf(current, field) : [];
    if (!sameIds(before, after)) changes.push({ field, before: shown(before), after: shown(after) });
  }
  return changes;
}

/** The fields of the row whose id is given but not one the tenant has. */
function unknownFields(row: DeviceBulkRow, type: ReturnType<typeof configurableType>): ConfigField[] {
  const unknown: ConfigField[] = [];
  if (row.id && row.name === null) unknown.push('deviceId');
  if (!type) return unknown;
  for (const field of REQUIRED_FIELDS[type]) {
    if (field !== 'deviceId' && refsOf(row, field).some((ref) => ref.name === null)) unknown.push(field);
  }
  return unknown;
}

/** Whether a row sets none of the configuration's fields (its device id and display type aside). */
const isEmptyRow = (row: DeviceBulkRow): boolean =>
  [row.region, row.room, row.building, row.defaultFloor, row.location, row.profile, row.theme].every(
    (ref) => ref === null,
  ) && row.floors.length === 0;

export function prepareRow(row: DeviceBulkRow): PreparedRow {
  const type = configurableType(row.type);
  const typeNotInBulk = !type && (row.type ?? '').trim() !== '';
  const notConfigured = row.current === null && !row.isMiniDisplay && row.name !== null && isEmptyRow(row);
  const missing = notConfigured
    ? []
    : missingFields(draftOf(row)).filter((field) => !(typeNotInBulk && field === 'displayType'));
  const unknown = unknownFields(row, type).filter((field) => !missing.includes(field));
  const invalidFields = [...missing, ...unknown];
  const modified = row.isModified;
  const miniDisplay = row.isMiniDisplay;
  const success = invalidFields.length === 0 && !modified && !miniDisplay && !typeNotInBulk && !notConfigured;
  const changes = success ? changesOf(row) : [];
  return {
    source: row,
    success,
    missing,
    unknown,
    invalidFields,
    invalidFieldsCount:
      invalidFields.length + [modified, miniDisplay, typeNotInBulk, notConfigured].filter(Boolean).length,
    modified,
    miniDisplay,
    typeNotInBulk,
    notConfigured,
    changes,
    unchanged: success && row.current !== null && changes.length === 0,
  };
}

export const prepareRows = (rows: readonly DeviceBulkRow[]): PreparedRow[] => rows.map(prepareRow);

/**
 * The body to push for a valid row: POST without a configId, PUT with it (000 §4). With the device's stored
 * configuration it starts from it and changes only what the sheet sets (the display type and its part of the
 * first entry): the home-screen duration, the order, the other parts and any further entries stay as stored, and
 * the version read is sent back so that a configuration changed meanwhile is refused, not overwritten.
 */
export function payloadOf(row: PreparedRow, stored: StoredConfiguration | null = null): ConfigurationPayload {
  const [first, ...others] = stored?.configurations ?? [];
  if (!stored || !first) return buildConfigurationPayload(draftOf(row.source), row.source.configId);
  const built = buildConfigurationEntry({ ...draftOf(row.source), duration: first.duration });
  const entry = {
    ...first,
    appType: built.appType,
    roomConfiguration: built.roomConfiguration,
    floorConfiguration: built.floorConfiguration,
    feedbackConfiguration: built.feedbackConfiguration,
  };
  return { id: stored.id, modifiedDate: stored.modifiedDate, configurations: [entry, ...others] };
}

/** Counts for the dialog's summary; `notConfigured` rows are among the invalid ones, but said apart. */
export function summaryOf(rows: readonly PreparedRow[]) {
  const invalid = rows.filter((row) => !row.success).length;
  const unchanged = rows.filter((row) => row.unchanged).length;
  const notConfigured = rows.filter((row) => row.notConfigured).length;
  // Out of date and nothing else wrong: the fix is a new download, not a wrong value, so it is told apart.
  const stale = rows.filter((row) => row.modified && row.invalidFieldsCount === 1).length;
  return {
    total: rows.length,
    invalid,
    unchanged,
    toPush: rows.length - invalid - unchanged,
    notConfigured,
    stale,
    /** Rows refused for their values: neither empty rows of devices not configured yet nor out-of-date ones. */
    wrong: invalid - notConfigured - stale,
  };
}
