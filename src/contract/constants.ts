/**
 * The constants of the specification's section 9 that the mock holds the console to as well (defaults of the
 * players, of a configuration, and the limits both sides check). `src/config.ts` names them with the others.
 */

/** Players on the local network (001 §9). */
export const DEFAULT_DEVICE_PORT = 8080;
export const DEFAULT_DEVICE_PASSWORD = '12345678';
export const DEVICE_PASSWORD_MIN_LENGTH = 4;
export const DEVICE_PASSWORD_MAX_LENGTH = 16;
export const MINI_DISPLAY_MODEL_ID = 'TD-0360';

/** A display app's home screen duration when none is set (000 §9). */
export const DEFAULT_HOME_SCREEN_DURATION = 10;

/** Longest IP range a scan covers (001 §9). */
export const IP_RANGE_MAX_ADDRESSES = 1_024;

/** Workplace configuration (001 §9). */
export const LOGO_MAX_BYTES = 100_000;
export const BRANDING_TEXT_MAX = 15;

/**
 * How many device ids one tenant check (`GET /device/tenant?deviceIds=`) takes: they travel in the address, which
 * servers cap at a few kilobytes (our choice; the console asks in parts of this size).
 */
export const TENANT_CHECK_MAX = 1_000;
