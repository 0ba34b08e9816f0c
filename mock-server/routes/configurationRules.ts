import { configurableType, type ConfigurationEntry } from '../../src/domain/configuration/configurationModel';
import { buildConfigurationEntry, draftFromEntry } from '../../src/domain/configuration/payload';
import { missingFields } from '../../src/domain/configuration/requiredFields';
import type { Building, DbData, Device, Location, Ref } from '../db/types';
import { wholeNumberProblem } from '../validate';
import { findOwned, ownedBy } from './scope';

/** Entries one configuration may hold (one display app each). */
const ENTRIES_MAX = 4;
const DURATION_MAX = 999;
/** An entry's place among the entries, counted from 0 or from 1. */
const ORDER_MAX = ENTRIES_MAX;

/** Where a configured device stands, copied onto its list record. */
export interface Placement {
  type: Device['type'];
  region: Ref | null;
  building: Ref | null;
  room: Ref | null;
  location: Ref | null;
}

export type Checked =
  { ok: true; entries: ConfigurationEntry[]; placement: Placement } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PART_FIELDS: Record<string, Record<string, 'string' | 'strings'>> = {
  roomConfiguration: {
    roomUUID: 'string',
    profileId: 'string',
    region: 'string',
    room: 'string',
    resourceId: 'string',
    themeId: 'string',
  },
  floorConfiguration: {
    defaultFloor: 'string',
    profileId: 'string',
    selectedFloors: 'strings',
    themeId: 'string',
  },
  feedbackConfiguration: { profileId: 'string', location: 'string' },
};

/** The shape of one entry: a message of what is wrong, or null. */
function shapeProblem(entry: unknown, index: number): string | null {
  const at = `configurations[${index}]`;
  if (!isObject(entry)) return `${at} must be an object`;
  if (typeof entry.appType !== 'string') return `${at}.appType must be a string`;
  const number =
    wholeNumberProblem(`${at}.order`, entry.order, 0, ORDER_MAX) ??
    wholeNumberProblem(`${at}.duration`, entry.duration, 0, DURATION_MAX);
  if (number) return number;
  for (const [part, fields] of Object.entries(PART_FIELDS)) {
    const value = entry[part];
    if (value === null || value === undefined) continue;
    if (!isObject(value)) return `${at}.${part} must be an object or null`;
    for (const [field, type] of Object.entries(fields)) {
      const ok =
        type === 'string'
          ? typeof value[field] === 'string'
          : Array.isArray(value[field]) && (value[field] as unknown[]).every((id) => typeof id === 'string');
      if (!ok) return `${at}.${part}.${field} must be ${type === 'string' ? 'a string' : 'a list of ids'}`;
    }
  }
  return null;
}

const refOf = ({ id, name }: Ref): Ref => ({ id, name });

const placed = (
  type: Placement['type'],
  region: Ref | null,
  building: Ref | null,
  { room, location }: { room?: Ref; location?: Ref } = {},
): Placement => ({
  type,
  region: region && refOf(region),
  building: building && refOf(building),
  room: room ? refOf(room) : null,
  location: location ? refOf(location) : null,
});

/** The building a location lies in: its own building-level ancestor, matched by name. */
function buildingOfLocation(data: DbData, location: Location): Building | undefined {
  let current: Location | undefined = location;
  while (current && current.level !== 'building') {
    const parentId: string | null = current.parentId;
    current = data.locations.find((candidate) => candidate.id === parentId);
  }
  const name = current?.name;
  return ownedBy(data.buildings, location.tenantId).find((building) => building.name === name);
}

/** Checks one well-shaped entry against the tenant's places, profiles and themes. */
function placementOf(
  data: DbData,
  tenantId: string,
  deviceId: string,
  entry: ConfigurationEntry,
): Placement | string {
  const type = configurableType(entry.appType);
  if (!type) return `Display type ${entry.appType} cannot be configured here`;
  const floors = (entry.floorConfiguration?.selectedFloors ?? []).map((id) =>
    findOwned(data.floors, tenantId, id),
  );
  const firstFloor = floors[0];
  const draft = draftFromEntry(deviceId, entry, {
    region: firstFloor?.region.id ?? null,
    building: firstFloor?.building.id ?? null,
  });
  const missing = missingFields(draft);
  if (missing.length > 0) return `Missing configuration fields: ${missing.join(', ')}`;
  const profile = findOwned(data.profiles, tenantId, draft.profile ?? '');
  if (!profile || profile.type !== type) return `Profile ${draft.profile} is not a profile of type ${type}`;
  if (type !== 'FBD') {
    const theme = findOwned(data.themes, tenantId, draft.theme ?? '');
    if (!theme || theme.type !== type) return `Theme ${draft.theme} is not a theme of type ${type}`;
  }
  if (type === 'RD') {
    const room = findOwned(data.rooms, tenantId, draft.room ?? '');
    if (!room || room.region.id !== draft.region)
      return `Room ${draft.room} is not a room of region ${draft.region}`;
    return placed(type, room.region, room.building, { room });
  }
  if (type === 'FD') {
    if (!firstFloor || floors.some((floor) => floor?.building.id !== firstFloor.building.id))
      return 'Selected floors must be floors of one building';
    return placed(type, firstFloor.region, firstFloor.building);
  }
  const location = findOwned(data.locations, tenantId, draft.location ?? '');
  if (!location) return `Location ${draft.location} not found`;
  const building = buildingOfLocation(data, location);
  return placed(type, building?.region ?? null, building ?? null, { location });
}

const placeOf = (placement: Placement) => ({
  region: placement.region?.id ?? null,
  building: placement.building?.id ?? null,
});

/** Validates a POST/PUT body's configurations for a device of the tenant; the first entry places the device. */
export function checkConfigurations(
  data: DbData,
  tenantId: string,
  deviceId: string,
  body: unknown,
): Checked {
  if (!isObject(body) || !Array.isArray(body.configurations))
    return { ok: false, message: 'The body needs a "configurations" list' };
  const entries: unknown[] = body.configurations;
  if (entries.length === 0 || entries.length > ENTRIES_MAX)
    return { ok: false, message: `A configuration holds 1 to ${ENTRIES_MAX} entries` };
  const placements: Placement[] = [];
  for (const [index, entry] of entries.entries()) {
    const problem = shapeProblem(entry, index);
    if (problem) return { ok: false, message: problem };
    const placed = placementOf(data, tenantId, deviceId, entry as ConfigurationEntry);
    if (typeof placed === 'string') return { ok: false, message: `configurations[${index}]: ${placed}` };
    placements.push(placed);
  }
  // Stored in the canonical shape: only the known fields, the room id in all three room fields.
  const canonical = (entries as ConfigurationEntry[]).map((entry, index) => ({
    ...buildConfigurationEntry(draftFromEntry(deviceId, entry, placeOf(placements[index]))),
    order: entry.order,
  }));
  return { ok: true, entries: canonical, placement: placements[0] };
}
