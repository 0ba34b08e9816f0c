import { blankEntry } from '../../src/domain/deviceConfiguration';
import { DEFAULT_HOME_SCREEN_DURATION, MINI_DISPLAY_MODEL_ID } from '../../src/contract/constants';
import type { Prng } from './prng';
import type { Estate } from './seedPlaces';
import {
  DEVICE_STATUSES,
  DISPLAY_TYPES,
  type ConfigurationEntry,
  type Device,
  type DeviceConfiguration,
  type DeviceStatus,
  type DisplayType,
  type Profile,
  type Ref,
  type Room,
  type Theme,
} from './types';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The types the seed makes: every display type but the custom-content display, whose code is all the documents
 * say of it (no model, placement or configuration to copy), so the seed stays what it was.
 */
type SeededType = Exclude<DisplayType, 'CC'>;
const SEEDED_TYPES = DISPLAY_TYPES.filter((type): type is SeededType => type !== 'CC');

const MODELS: Record<SeededType, readonly string[]> = {
  RD: ['TD-1070', 'TD-1060'],
  FD: ['TD-1550', 'TD-1070'],
  FBD: [MINI_DISPLAY_MODEL_ID, 'TD-1060'],
  SD: ['TD-1060', MINI_DISPLAY_MODEL_ID],
  DD: [MINI_DISPLAY_MODEL_ID, 'TD-1070'],
};
const TYPE_NAMES: Record<SeededType, string> = {
  RD: 'Room display',
  FD: 'Floor display',
  FBD: 'Feedback display',
  SD: 'Service display',
  DD: 'Desk display',
};
const GROUPS: Record<SeededType, string> = {
  RD: 'Meeting rooms',
  FD: 'Wayfinding',
  FBD: 'Feedback points',
  SD: 'Service desks',
  DD: 'Desks',
};
const LABELS = ['Main entrance', 'Near the lifts', 'Visitor area', 'East wing', 'West wing', 'Pilot'];
const FIRMWARE = ['4.2.1', '4.2.3', '4.3.0'];
const APP_VERSIONS = ['2.1.0', '2.2.4', '2.3.0'];
/** After the first 25 devices (every type × status pair), statuses follow a realistic mix. */
const STATUS_MIX: readonly DeviceStatus[] = [1, 1, 1, 1, 1, 1, 0, 0, 2, 3, 4];

export interface DeviceSeedInput {
  tenantId: string;
  count: number;
  /** Number of the first device across tenants, so ids and serials never repeat. */
  firstNumber: number;
  /** Second octet of the tenant's device addresses (10.x.…). */
  networkOctet: number;
  estate: Estate;
  profiles: Profile[];
  themes: Theme[];
  prng: Prng;
  now: number;
}

/** The first 25 devices walk every type × status pair; the rest are drawn from a seeded mix. */
function typeAndStatus(index: number, prng: Prng): { type: SeededType; status: DeviceStatus } {
  if (index < 25) {
    const type = SEEDED_TYPES[index % SEEDED_TYPES.length];
    return { type, status: DEVICE_STATUSES[(index + Math.floor(index / 5)) % DEVICE_STATUSES.length] };
  }
  return { type: prng.pick(SEEDED_TYPES), status: prng.pick(STATUS_MIX) };
}

function lastConnected(status: DeviceStatus, prng: Prng, now: number): string | null {
  if (status === 4) return null;
  const ago =
    status === 0 ? prng.int(1, 30) * DAY_MS : prng.int(0, status === 2 ? 7 * 24 * 60 : 5) * MINUTE_MS;
  return new Date(now - ago - prng.int(0, 59_999)).toISOString();
}

const refOf = (record: Ref): Ref => ({ id: record.id, name: record.name });

interface Placement {
  name: string;
  region: Ref | null;
  building: Ref | null;
  room: Ref | null;
  location: Ref | null;
  entry: ConfigurationEntry;
}

function placement(type: SeededType, room: Room, input: DeviceSeedInput): Placement {
  const { estate, profiles, themes, prng } = input;
  const profileId = (): string => prng.pick(profiles.filter((profile) => profile.type === type)).id;
  const themeId = (): string => prng.pick(themes.filter((theme) => theme.type === type)).id;
  const entry: ConfigurationEntry = blankEntry(type, DEFAULT_HOME_SCREEN_DURATION);
  const base = { region: refOf(room.region), building: refOf(room.building), room: null, location: null };
  const place = `${room.building.name} ${room.floor.name}`;
  switch (type) {
    case 'RD':
      entry.roomConfiguration = {
        roomUUID: room.id,
        profileId: profileId(),
        region: room.region.id,
        room: room.id,
        resourceId: room.id,
        themeId: themeId(),
      };
      return { ...base, name: `${room.building.name} ${room.name}`, room: refOf(room), entry };
    case 'FD': {
      const floors = estate.floors.filter((floor) => floor.building.id === room.building.id).slice(0, 3);
      entry.floorConfiguration = {
        defaultFloor: room.floor.id,
        profileId: profileId(),
        selectedFloors: floors.map((floor) => floor.id),
        themeId: themeId(),
      };
      return { ...base, name: `${place} wayfinding`, entry };
    }
    case 'FBD': {
      const areas = estate.locations.filter((location) => location.level === 'area');
      const location = areas.find((area) => area.name.startsWith(room.building.name)) ?? prng.pick(areas);
      entry.feedbackConfiguration = { profileId: profileId(), location: location.id };
      return { ...base, name: `${location.name} feedback`, location: refOf(location), entry };
    }
    case 'SD':
      entry.serviceConfiguration = { buildingId: room.building.id };
      return { ...base, name: `${room.building.name} service desk`, entry };
    case 'DD':
      entry.deskConfiguration = { floorId: room.floor.id };
      return { ...base, name: `${place} desk`, entry };
  }
}

/** Devices of one tenant and the stored configuration of every configured one. */
export function seedDevices(input: DeviceSeedInput): {
  devices: Device[];
  configurations: DeviceConfiguration[];
} {
  const { tenantId, count, firstNumber, networkOctet, estate, prng, now } = input;
  const devices: Device[] = [];
  const configurations: DeviceConfiguration[] = [];
  // Displays hang by rooms people book; kitchens and storage have none.
  const rooms = estate.rooms.filter((room) => room.reservable);
  for (let index = 0; index < count; index += 1) {
    const number = String(firstNumber + index).padStart(5, '0');
    const { type, status } = typeAndStatus(index, prng);
    const configured = status === 0 || status === 1 || status === 3;
    const room = prng.pick(rooms);
    const modelId = index === 2 ? MINI_DISPLAY_MODEL_ID : prng.pick(MODELS[type]);
    const serialNumber = `QBX${number.padStart(7, '0')}`;
    const fresh = status === 4;
    const where = configured ? placement(type, room, input) : null;
    const configId = where ? `cfg-${number}` : null;
    devices.push({
      id: `dev-${number}`,
      tenantId,
      name: where?.name ?? `${TYPE_NAMES[type]} ${serialNumber}`,
      label: prng.chance(0.25) ? prng.pick(LABELS) : null,
      type,
      status,
      modelId,
      serialNumber,
      ipAddress: `10.${networkOctet}.${Math.floor(index / 250)}.${(index % 250) + 2}`,
      group: where && prng.chance(0.8) ? GROUPS[type] : null,
      firmwareVersion: fresh ? null : prng.pick(FIRMWARE),
      osVersion: fresh ? null : modelId === MINI_DISPLAY_MODEL_ID ? 'Android 8.1.0' : 'Android 7.1.2',
      appVersion: fresh ? null : prng.pick(APP_VERSIONS),
      lastConnected: lastConnected(status, prng, now),
      configId,
      region: where?.region ?? null,
      building: where?.building ?? null,
      room: where?.room ?? null,
      location: where?.location ?? null,
    });
    if (where && configId) {
      configurations.push({
        id: configId,
        tenantId,
        deviceId: `dev-${number}`,
        configurations: [where.entry],
        modifiedDate: new Date(now - prng.int(1, 90) * DAY_MS).toISOString(),
      });
    }
  }
  return { devices, configurations };
}
