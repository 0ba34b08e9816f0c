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

/** The column headers of the Devices sheet, matched by name (case, spaces, dashes and underscores ignored). */
export const DEVICE_SHEET_COLUMNS = {
  deviceId: 'Device ID',
  deviceName: 'Device name',
  displayType: 'Display type',
  regionId: 'Region ID',
  roomId: 'Room ID',
  buildingId: 'Building ID',
  floorIds: 'Floor IDs',
  defaultFloorId: 'Default floor ID',
  locationId: 'Location ID',
  profileId: 'Profile ID',
  themeId: 'Theme ID',
  configId: 'Config ID',
  configVersion: 'Config version',
} as const;
export type DeviceSheetColumn = keyof typeof DEVICE_SHEET_COLUMNS;

/** Columns a sheet may leave out: the name is for people, the version only sharpens the staleness check. */
export const OPTIONAL_DEVICE_COLUMNS: readonly DeviceSheetColumn[] = ['deviceName', 'configVersion'];

export const DEVICE_SHEET_NAME = 'Devices';
export const HELP_SHEET_NAME = 'Help';
