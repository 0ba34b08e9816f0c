import type { DeviceStatus, DisplayType } from '../contract/displayTypes';

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

/** The name a person knows the device by: its label when set, else its name. */
export const deviceTitle = (device: Pick<Device, 'label' | 'name'>): string => device.label || device.name;
