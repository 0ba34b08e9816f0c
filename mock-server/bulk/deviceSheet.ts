import {
  DEVICE_SHEET,
  DEVICE_SHEET_ORDER as COLUMN_ORDER,
  OPTIONAL_DEVICE_COLUMNS,
  type BulkMismatch,
  type BulkRef,
  type CurrentConfiguration,
  type DeviceBulkRow,
  type DeviceSheetColumn,
} from '../../src/domain/deviceBulk';
import { MINI_DISPLAY_MODEL_ID } from '../../src/contract/constants';
import { configurableType } from '../../src/domain/configuration/configurationModel';
import { draftFromEntry } from '../../src/domain/configuration/payload';
import { restore, type TextRow } from '../../src/domain/sheetText';
import type { DbData, Device, DeviceConfiguration } from '../db/types';
import { cellText, matchHeaders, type ColumnNames } from './headers';
import type { SheetRow } from './readSpreadsheet';
import type { SheetTexts } from '../../src/domain/sheetWords';

/** The tenant's records by id, built once per request so that 10,000 rows cost 10,000 map lookups. */
export interface TenantIndex {
  devices: Map<string, Device>;
  configurations: Map<string, DeviceConfiguration>;
  regions: Map<string, { id: string; name: string }>;
  rooms: Map<string, { id: string; name: string; region: { id: string } }>;
  buildings: Map<string, { id: string; name: string }>;
  floors: Map<string, { id: string; name: string; building: { id: string } }>;
  locations: Map<string, { id: string; name: string }>;
  profiles: Map<string, { id: string; name: string; type: string }>;
  themes: Map<string, { id: string; name: string; type: string }>;
}

const byId = <T extends { id: string; tenantId: string }>(records: readonly T[], tenantId: string) =>
  new Map(records.filter((record) => record.tenantId === tenantId).map((record) => [record.id, record]));

export function tenantIndex(data: DbData, tenantId: string): TenantIndex {
  return {
    devices: byId(data.devices, tenantId),
    configurations: new Map(
      data.configurations
        .filter((config) => config.tenantId === tenantId)
        .map((config) => [config.deviceId, config]),
    ),
    regions: byId(data.regions, tenantId),
    rooms: byId(data.rooms, tenantId),
    buildings: byId(data.buildings, tenantId),
    floors: byId(data.floors, tenantId),
    locations: byId(data.locations, tenantId),
    profiles: byId(data.profiles, tenantId),
    themes: byId(data.themes, tenantId),
  };
}

const ref = (id: string | null | undefined, found: { name: string } | undefined): BulkRef | null =>
  id ? { id, name: found?.name ?? null } : null;

/** The ref of an id the tenant may have but that does not fit the row: unnamed, with what does not fit. */
const fitting = (
  id: string,
  found: { name: string } | undefined,
  mismatch: BulkMismatch | null,
): BulkRef | null => {
  if (!id) return null;
  if (!found) return { id, name: null };
  return mismatch ? { id, name: null, mismatch } : { id, name: found.name };
};

/** The device's configuration today, with names. */
function currentOf(index: TenantIndex, device: Device): CurrentConfiguration | null {
  const config = index.configurations.get(device.id);
  const entry = config?.configurations[0];
  if (!entry) return null;
  const draft = draftFromEntry(device.id, entry, {
    region: device.region?.id ?? null,
    building: device.building?.id ?? null,
  });
  return {
    type: configurableType(entry.appType) ?? entry.appType,
    region: ref(draft.region, index.regions.get(draft.region ?? '')),
    room: ref(draft.room, index.rooms.get(draft.room ?? '')),
    building: ref(draft.building, index.buildings.get(draft.building ?? '')),
    floors: draft.selectedFloors.map((id) => ref(id, index.floors.get(id)) as BulkRef),
    defaultFloor: ref(draft.defaultFloor, index.floors.get(draft.defaultFloor ?? '')),
    location: ref(draft.location, index.locations.get(draft.location ?? '')),
    profile: ref(draft.profile, index.profiles.get(draft.profile ?? '')),
    theme: ref(draft.theme, index.themes.get(draft.theme ?? '')),
  };
}

/**
 * The Devices sheet of the download: the header row in the user's language and one row per device with its
 * configuration now, made as they are written.
 */
export function* deviceSheetRows(
  index: TenantIndex,
  devices: readonly Device[],
  texts: SheetTexts,
): Generator<TextRow> {
  yield COLUMN_ORDER.map((column) => texts.columns[column]);
  for (const device of devices) {
    const source = {
      device: { id: device.id, title: device.label || device.name, type: device.type },
      current: currentOf(index, device),
      config: index.configurations.get(device.id) ?? null,
    };
    yield COLUMN_ORDER.map((column) => DEVICE_SHEET[column].write(source));
  }
}

/** The second sheet, in the user's language: what each column means, then the ids and names the tenant has. */
export function helpSheetRows(index: TenantIndex, texts: SheetTexts): TextRow[] {
  const { help, columns } = texts;
  const rows: TextRow[] = [[help.column, help.meaning]];
  for (const column of COLUMN_ORDER) rows.push([columns[column], help.meanings[column]]);
  const section = (title: string, header: TextRow, body: TextRow[]) => {
    rows.push([], [title], header, ...body);
  };
  const sorted = <T extends { name: string }>(records: Iterable<T>) =>
    [...records].sort((a, b) => a.name.localeCompare(b.name));
  const { sections, id, name } = help;
  section(
    sections.regions,
    [id, name],
    sorted(index.regions.values()).map((r) => [r.id, r.name]),
  );
  section(
    sections.rooms,
    [id, name, columns.regionId],
    sorted(index.rooms.values()).map((r) => [r.id, r.name, r.region.id]),
  );
  section(
    sections.buildings,
    [id, name],
    sorted(index.buildings.values()).map((b) => [b.id, b.name]),
  );
  section(
    sections.floors,
    [id, name, columns.buildingId],
    sorted(index.floors.values()).map((f) => [f.id, f.name, f.building.id]),
  );
  section(
    sections.locations,
    [id, name],
    sorted(index.locations.values()).map((l) => [l.id, l.name]),
  );
  section(
    sections.profiles,
    [id, name, columns.displayType],
    sorted(index.profiles.values()).map((p) => [p.id, p.name, p.type]),
  );
  section(
    sections.themes,
    [id, name, columns.displayType],
    sorted(index.themes.values()).map((t) => [t.id, t.name, t.type]),
  );
  return rows;
}

export type DeviceRowsResult =
  | { ok: true; rows: DeviceBulkRow[] }
  | {
      ok: false;
      problem: 'missingHeaders' | 'unknownHeaders' | 'duplicateHeaders' | 'duplicateRows' | 'empty';
      names: string[];
    };

const listOf = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The rows of an uploaded Devices sheet (000 §3), checked against the tenant: each id gets its name when the
 * tenant has it for the row's display type, and the row says whether the device's configuration changed
 * since the download. A device given in two rows fails the whole sheet, naming the rows.
 */
export function deviceRowsOf(
  index: TenantIndex,
  sheet: readonly SheetRow[],
  columns: ColumnNames<DeviceSheetColumn>,
): DeviceRowsResult {
  const [header, ...body] = sheet;
  const match = matchHeaders(header.cells, columns, OPTIONAL_DEVICE_COLUMNS);
  if (!match.ok) return { ok: false, problem: match.problem, names: match.names };
  const at = (column: DeviceSheetColumn) => match.columns.get(column);
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  const rows: DeviceBulkRow[] = [];
  for (const { number, cells } of body) {
    const text = (column: DeviceSheetColumn) => restore(cellText(cells, at(column)));
    const deviceId = text('deviceId');
    const typeText = text('displayType').toUpperCase();
    const type = configurableType(typeText) ?? (typeText || null);
    const device = index.devices.get(deviceId);
    if (deviceId) {
      const first = seen.get(deviceId.toLowerCase());
      if (first !== undefined) duplicates.push(`${deviceId} (rows ${first}, ${number})`);
      else seen.set(deviceId.toLowerCase(), number);
    }
    const ofType = (id: string, found: { type: string; name: string } | undefined) =>
      fitting(id, found, found && found.type !== type ? { kind: 'otherType', type: found.type } : null);
    const regionId = text('regionId');
    const roomId = text('roomId');
    const room = index.rooms.get(roomId);
    const buildingId = text('buildingId');
    const floorIds = listOf(text('floorIds'));
    const inBuilding = (id: string) => {
      const floor = index.floors.get(id);
      const building = index.buildings.get(buildingId);
      return fitting(
        id,
        floor,
        floor && floor.building.id !== buildingId
          ? { kind: 'otherBuilding', building: building?.name ?? buildingId }
          : null,
      );
    };
    const defaultFloorId = text('defaultFloorId');
    const configId = text('configId') || null;
    const version = text('configVersion');
    const stored = device ? index.configurations.get(device.id) : undefined;
    const isModified =
      device !== undefined &&
      ((stored?.id ?? null) !== configId ||
        (stored !== undefined && version !== '' && version !== stored.modifiedDate));
    rows.push({
      row: number,
      id: deviceId || null,
      name: device ? device.label || device.name : null,
      type,
      region: ref(regionId, index.regions.get(regionId)),
      room: roomId
        ? {
            ...(fitting(
              roomId,
              room,
              room && room.region.id !== regionId
                ? { kind: 'otherRegion', region: index.regions.get(regionId)?.name ?? regionId }
                : null,
            ) as BulkRef),
            locationId: null,
          }
        : null,
      floors: floorIds.map((id) => inBuilding(id) as BulkRef),
      defaultFloor: inBuilding(defaultFloorId),
      building: ref(buildingId, index.buildings.get(buildingId)),
      location: ref(text('locationId'), index.locations.get(text('locationId'))),
      profile: ofType(text('profileId'), index.profiles.get(text('profileId'))),
      theme: ofType(text('themeId'), index.themes.get(text('themeId'))),
      configId,
      isModified,
      isMiniDisplay: device?.modelId === MINI_DISPLAY_MODEL_ID,
      current: device ? currentOf(index, device) : null,
    });
  }
  if (duplicates.length > 0) return { ok: false, problem: 'duplicateRows', names: duplicates };
  if (rows.length === 0) return { ok: false, problem: 'empty', names: [] };
  return { ok: true, rows };
}
