/**
 * Display types and device status codes (000 §3), as the device-control backend sends them and the console
 * shows them.
 */

/**
 * Room, floor, feedback, service and desk displays, and the custom-content display (CUSTOM_CONTENT=CC), whose
 * code the documents give and nothing else: it is listed and filtered, never configured here.
 */
export const DISPLAY_TYPES = ['RD', 'FD', 'FBD', 'SD', 'DD', 'CC'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

/**
 * Display types the console configures one by one, and the ones that have profiles and themes: room, floor and
 * feedback displays (000 §2.5, §3).
 */
export const CONFIGURABLE_TYPES = ['RD', 'FD', 'FBD'] as const;
export type ConfigurableType = (typeof CONFIGURABLE_TYPES)[number];

/** Device status: 0 offline, 1 live, 2 not configured, 3 locked, 4 new. */
export const DEVICE_STATUSES = [0, 1, 2, 3, 4] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
