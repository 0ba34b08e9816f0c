/**
 * A Devices-tab bulk row as POST /device/configuration/bulk answers it (000 §3 "Device-manager bulk row"), with
 * what the console needs beyond the spec's ids: the row number in the sheet, the names of the ids the tenant
 * has (name null: no such id for this tenant and display type), and the device's configuration today, so that
 * the dialog can say what will change.
 */
export interface BulkRef {
  id: string;
  /** The name of the id for this tenant, or null when the tenant has no such id (of the row's type). */
  name: string | null;
  /**
   * With name null, when the tenant has the id but it does not fit the row: of another display type (`type` then
   * says which), a room of another region, a floor of another building. Absent: the tenant has no such id.
   */
  mismatch?: BulkMismatch;
}

export type BulkMismatch =
  | { kind: 'otherType'; type: string }
  | { kind: 'otherRegion'; region: string }
  | { kind: 'otherBuilding'; building: string };

/** The configuration a device has now, with names; null fields were never set. */
export interface CurrentConfiguration {
  type: string | null;
  region: BulkRef | null;
  room: BulkRef | null;
  building: BulkRef | null;
  floors: BulkRef[];
  defaultFloor: BulkRef | null;
  location: BulkRef | null;
  profile: BulkRef | null;
  theme: BulkRef | null;
}

export interface DeviceBulkRow {
  /** Row number in the spreadsheet (1 is the header row). */
  row: number;
  /** The device id of the row; name null when the tenant has no such device. */
  id: string | null;
  name: string | null;
  type: string | null;
  region: BulkRef | null;
  room: (BulkRef & { locationId?: string | null }) | null;
  floors: BulkRef[];
  defaultFloor: BulkRef | null;
  building: BulkRef | null;
  location: BulkRef | null;
  profile: BulkRef | null;
  theme: BulkRef | null;
  configId: string | null;
  /** The device's configuration changed after the sheet was downloaded (the old-bulk-config message). */
  isModified: boolean;
  /** The device is a Mini Display, which is left out of multi-device configuration (000 §5): never pushed. */
  isMiniDisplay: boolean;
  /** Null when the device has no configuration yet. */
  current: CurrentConfiguration | null;
}

/** What the download writes a device's row from: the device, its configuration now (with names) and its version. */
interface DeviceSheetSource {
  device: { id: string; title: string; type: string };
  current: CurrentConfiguration | null;
  config: { id: string; modifiedDate: string } | null;
}

export interface DeviceSheetColumnSpec {
  /** The header English sheets have always had; every other language translates it (src/domain/sheetWords). */
  header: string;
  /** A sheet may leave the column out. */
  optional?: boolean;
  /** The cell the download writes for a device. */
  write: (source: DeviceSheetSource) => string;
}

/**
 * The Devices sheet, one entry per column in the sheet's order: its English header, whether a sheet may leave it
 * out, and what the download writes in it. The download's header row, its rows and its Help sheet, and the
 * headers an upload is matched by (case, spaces, dashes and underscores ignored) all come from this table; the
 * README ("How to add a bulk column") says what else a new column needs, and src/bulkColumns.test.ts names it.
 */
export const DEVICE_SHEET = {
  deviceId: { header: 'Device ID', write: ({ device }) => device.id },
  deviceName: { header: 'Device name', optional: true, write: ({ device }) => device.title },
  displayType: { header: 'Display type', write: ({ device, current }) => current?.type ?? device.type },
  regionId: { header: 'Region ID', write: ({ current }) => current?.region?.id ?? '' },
  roomId: { header: 'Room ID', write: ({ current }) => current?.room?.id ?? '' },
  buildingId: { header: 'Building ID', write: ({ current }) => current?.building?.id ?? '' },
  floorIds: {
    header: 'Floor IDs',
    write: ({ current }) => (current?.floors ?? []).map((floor) => floor.id).join(', '),
  },
  defaultFloorId: { header: 'Default floor ID', write: ({ current }) => current?.defaultFloor?.id ?? '' },
  locationId: { header: 'Location ID', write: ({ current }) => current?.location?.id ?? '' },
  profileId: { header: 'Profile ID', write: ({ current }) => current?.profile?.id ?? '' },
  themeId: { header: 'Theme ID', write: ({ current }) => current?.theme?.id ?? '' },
  // The version only sharpens the staleness check, so a sheet may leave it out.
  configId: { header: 'Config ID', write: ({ config }) => config?.id ?? '' },
  configVersion: {
    header: 'Config version',
    optional: true,
    write: ({ config }) => config?.modifiedDate ?? '',
  },
} satisfies Record<string, DeviceSheetColumnSpec>;
export type DeviceSheetColumn = keyof typeof DEVICE_SHEET;

const COLUMNS: Readonly<Record<DeviceSheetColumn, DeviceSheetColumnSpec>> = DEVICE_SHEET;
/** The columns in the sheet's order. */
export const DEVICE_SHEET_ORDER = Object.keys(COLUMNS) as DeviceSheetColumn[];

/** The English header of each column. */
export const DEVICE_SHEET_COLUMNS = Object.fromEntries(
  DEVICE_SHEET_ORDER.map((column) => [column, COLUMNS[column].header]),
) as Record<DeviceSheetColumn, string>;

/** Columns a sheet may leave out (the name is for people). */
export const OPTIONAL_DEVICE_COLUMNS: readonly DeviceSheetColumn[] = DEVICE_SHEET_ORDER.filter(
  (column) => COLUMNS[column].optional,
);
