import type { StatusTone } from '../../components/statusTone';
import type { DeviceStatus } from '../../contract/displayTypes';

// The device as the backend lists it is shared with the mock (src/domain/device.ts); the console's device
// folder names it here with the statuses and display types.
export { deviceTitle, type Device } from '../../domain/device';

export { DEVICE_STATUSES, DISPLAY_TYPES, type DeviceStatus } from '../../contract/displayTypes';

/** The colour a person associates with each device status (000 §3: 0 offline … 4 new). */
export const STATUS_COLOR: Record<DeviceStatus, 'error' | 'success' | 'warning' | 'default' | 'info'> = {
  0: 'error',
  1: 'success',
  2: 'warning',
  3: 'default',
  4: 'info',
};

/** The tone of a device status wherever a status chip shows it. */
export const statusTone = (status: DeviceStatus): StatusTone =>
  STATUS_COLOR[status] === 'default' ? 'neutral' : (STATUS_COLOR[status] as StatusTone);

/** The fill of a status in charts: the palette colour, grey for the neutral one. */
export const statusFill = (status: DeviceStatus): string =>
  STATUS_COLOR[status] === 'default' ? 'grey.500' : `${STATUS_COLOR[status]}.main`;

export const statusLabelKey = (status: number): string => `dm.devices.status.${status}`;
export const displayTypeLabelKey = (type: string): string => `dm.devices.type.${type}`;
