/**
 * The numeric error codes the platform and the device-control backend answer with in `error.code` (000 §8,
 * 001 §8, and ours where the spec is silent: see docs/decisions.md). The mock answers with these; the console
 * translates each one.
 */
export const API_ERROR_CODES = {
  /** Wrong user name or password (HTTP 401, but not a session error). */
  INVALID_CREDENTIALS: 10001,
  SESSION_EXPIRED: 10005,
  INVALID_SESSION: 10006,
  SESSION_REVOKED: 30007,
  BAD_REQUEST: 10400,
  PERMISSION_DENIED: 10403,
  NOT_FOUND: 10404,
  TOO_LARGE: 10413,
  SERVER_ERROR: 10500,
  INVALID_URL: 60002,
  THEME_CONFLICT: 60011,
  DUPLICATE_THEME_LABEL: 60012,
  THEME_IN_USE: 60013,
  PROFILE_CONFLICT: 70010,
  PROFILE_IN_USE: 70011,
  CONTENT_CONFLICT: 80001,
  DUPLICATE_CONTENT_RULE: 80004,
  IP_RANGE_INVALID_ADDRESS: 90001,
  IP_RANGE_FIRST_AFTER_LAST: 90002,
  IP_RANGE_TOO_LARGE: 90003,
  IP_RANGE_OVERLAP: 90004,
  /** A saved drift baseline was changed by someone else since it was read (HTTP 409). */
  BASELINE_CONFLICT: 95001,
  /** Another saved drift baseline of the tenant has this name (HTTP 409). */
  DUPLICATE_BASELINE_NAME: 95002,
  DEVICE_OFFLINE: 50001,
  DEVICE_NOT_CONFIGURED: 50002,
  CONFIGURATION_EXISTS: 50003,
  /** PUT /device/configuration with a modifiedDate the stored configuration no longer has (ours: another administrator saved it). */
  CONFIGURATION_CONFLICT: 50004,
  /** More than 50 users match a workplace user search (HTTP 403). */
  TOO_MANY_USERS: 12403,
  /** The workplace configuration was saved by someone else since it was read (HTTP 409). */
  WORKPLACE_CONFIG_MODIFIED: 12409,
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
