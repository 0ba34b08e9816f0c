import type { DeviceStatus, DisplayType } from '../../contract/displayTypes';

export {
  DEVICE_STATUSES,
  DISPLAY_TYPES,
  type DeviceStatus,
  type DisplayType,
} from '../../contract/displayTypes';

export interface NamedRef {
  id: string;
  name: string;
}

/** A display device as the device-control backend lists it (`/device/all`). */
export interface Device {
  id: string;
  name: string;
  label: string | null;
  type: DisplayType;
  status: DeviceStatus;
  modelId: string;
  serialNumber: string;
  ipAddress: string;
  group: string | null;
  firmwareVersion: string | null;
  osVersion: string | null;
  appVersion: string | null;
  lastConnected: string | null;
  configId: string | null;
  region: NamedRef | null;
  building: NamedRef | null;
  room: NamedRef | null;
  location: NamedRef | null;
}

/** The colour a person associates with each device status (000 §3: 0 offline … 4 new). */
export const STATUS_COLOR: Record<DeviceStatus, 'error' | 'success' | 'warning' | 'default' | 'info'> = {
  0: 'error',
  1: 'success',
  2: 'warning',
  3: 'default',
  4: 'info',
};

/** The fill of a status in charts: the palette colour, grey for the neutral one. */
export const statusFill = (status: DeviceStatus): string =>
  STATUS_COLOR[status] === 'default' ? 'grey.500' : `${STATUS_COLOR[status]}.main`;

export const statusLabelKey = (status: number): string => `dm.devices.status.${status}`;
export const displayTypeLabelKey = (type: string): string => `dm.devices.type.${type}`;

/** The name a person knows the device by: its label when set, else its name. */
export const deviceTitle = (device: Pick<Device, 'label' | 'name'>): string => device.label || device.name;
