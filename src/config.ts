/// <reference types="vite/client" />
/**
 * Every constant of the specification's section 9 (both documents), named once.
 * Where the platform lives is read when the console starts (config.json, src/dataProvider/discovery.ts); the build
 * environment gives only the development defaults.
 */

import { DEFAULT_DEVICE_PORT } from './contract/constants';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './contract/languages';

export {
  BRANDING_TEXT_MAX,
  DEFAULT_DEVICE_PASSWORD,
  DEFAULT_HOME_SCREEN_DURATION,
  DEVICE_PASSWORD_MAX_LENGTH,
  DEVICE_PASSWORD_MIN_LENGTH,
  IP_RANGE_MAX_ADDRESSES,
  LOGO_MAX_BYTES,
  MINI_DISPLAY_MODEL_ID,
  TENANT_CHECK_MAX,
} from './contract/constants';
export { DEFAULT_LANGUAGE };

// Outside Vite (node scripts run with tsx, benchmarks) import.meta.env is undefined: fall back to the defaults.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/**
 * Where the platform (auth/API), the device-control backend and the central login live when config.json does not
 * say: in development (`npm run dev`, unit tests) the mock platform or the VITE_* variables; in a build, nothing,
 * so the page's own origin applies (docs/decisions.md "One build for every environment").
 */
export interface PlatformDefaults {
  platformUrl?: string;
  deviceControlUrl?: string;
  loginUrl?: string;
  /** The console's records (issue 34); none means this platform keeps no records. */
  recordsUrl?: string;
}
const MOCK_PLATFORM_URL = 'http://127.0.0.1:3001';
export const PLATFORM_DEFAULTS: PlatformDefaults = env.DEV
  ? {
      platformUrl: env.VITE_PLATFORM_URL ?? MOCK_PLATFORM_URL,
      deviceControlUrl: env.VITE_DC_URL ?? env.VITE_PLATFORM_URL ?? MOCK_PLATFORM_URL,
      loginUrl: env.VITE_LOGIN_URL,
      recordsUrl: env.VITE_RECORDS_URL ?? `${env.VITE_PLATFORM_URL ?? MOCK_PLATFORM_URL}/records`,
    }
  : {};
/** The operator's file beside index.html: `{platformUrl, deviceControlUrl, loginUrl, recordsUrl}`, each optional. */
export const RUNTIME_CONFIG_FILE = 'config.json';

/**
 * The product's own domain (000 §9 "alias hosts"): on a platform host under it, Go and Studio have hosts of their
 * own in the platform's region, `go.eu.<domain>`, `studio.us.<domain>`; elsewhere they live under the platform.
 */
export const PRODUCT_ALIAS_DOMAIN: string = env.VITE_PRODUCT_DOMAIN ?? 'workplace.example';
export const PRODUCT_REGIONS = ['eu', 'us'] as const;

/** App identifier sent to the central login and renewal (000 §2, 001 §7). */
export const APP_ID = 'dc';
export const APP_VERSION = '1.0.310';
export const APP_TITLE = 'Device Manager';

/** Request timeout for every HTTP call, platform, DC and players (001 §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Session (001 §4, §9). */
export const SESSION_RENEWAL_INTERVAL_MS = 300_000;
export const INACTIVITY_LOGOUT_MS = 1_200_000;

/** Players on the local network (001 §9). */
export const DEVICE_PORT: number = Number(env.VITE_DEVICE_PORT ?? DEFAULT_DEVICE_PORT);
export const DERIVED_PASSWORD_LENGTH = 16;
export const LOGIN_CONFIG_FILENAME = 'config_logon.xml';

/** UI (000 §9, 001 §9). */
export const SNACKBAR_DURATION_MS = 5_000;
export const STATUS_DIALOG_DONE_DELAY_MS = 1_000;
export const SAVE_INDICATOR_CLEAR_MS = 2_000;
export const NUMBER_INPUT_MIN = 0;
export const NUMBER_INPUT_MAX = 999;
export const CONTENT_CACHE_LIFETIME_MS = 5 * 60_000;
/** The content library and the content rules list the newest change first. */
export const CONTENT_DEFAULT_SORT = { field: 'modifiedDate', order: 'DESC' } as const;
export const TABLE_MAX_HEIGHT_PX = 430;
export const HINT_DIALOG_SIZE = { width: 360, height: 260 } as const;
export const DISCARD_DIALOG_SIZE = { width: 360, height: 280 } as const;
export const EMAIL_CHIPS_MAX_HEIGHT_PX = 80;

/** Workplace configuration (001 §9). */
export const USER_SEARCH_MIN_CHARS = 3;
export const USER_SEARCH_DELAY_MS = 600;

/** Languages (001 §1, §9). */
export const UI_LANGUAGES = LANGUAGE_CODES;
export type UiLanguage = LanguageCode;

/** Bulk configuration (000 §9). */
export const BULK_FILE_EXTENSION = '.xlsx';
/** Concurrency of actions on many devices (our choice, docs/decisions.md). */
export const BULK_CONCURRENCY = 8;
/**
 * Players locked, unlocked or rebooted at once: each is a few short requests to its own host, so more run
 * side by side than uploads do (our choice, docs/decisions.md).
 */
export const PLAYER_ACTION_CONCURRENCY = 100;
/**
 * Players a bulk sheet push configures at once: each costs the console more work than a lock (its rows, several
 * settings and files), so it stays at 32, where its benchmark holds at 30 ms latency (our choice, docs/decisions.md).
 */
export const SHEET_PUSH_CONCURRENCY = 32;

/**
 * Players read back at once for a drift check (our choice, docs/decisions.md): each is a handful of short
 * requests to its own host, two at a time, so the time is latency, not the console's work; 100 players at once
 * hold at most 200 of Chromium's 256 sockets.
 */
export const READ_BACK_CONCURRENCY = 100;

/**
 * Player discovery (our choice, docs/decisions.md): 64 addresses at once, so the timeouts of up to 64
 * silent addresses overlap, well under Chromium's 256 sockets.
 */
export const SCAN_CONCURRENCY = 64;
export const DEVICE_DISCOVERY_TIMEOUT_MS = 1_500;
/** How long a player token is reused; the player does not say (our choice). */
export const DEVICE_TOKEN_TTL_MS = 10 * 60_000;

/**
 * Player configuration (our choice, docs/decisions.md): players configured at once, requests at once across them
 * (within Chromium's 256 sockets, as the read-back), app/firmware uploads at once across them (bandwidth, not
 * sockets, bounds uploads), and the audio stream the keypad volume sets.
 */
export const CONFIGURATION_CONCURRENCY = 200;
export const CONFIGURATION_REQUESTS = 200;
export const UPLOAD_CONCURRENCY = 4;
export const KEYPAD_VOLUME_STREAM = 'stream_music';
export const VOLUME_PERCENT_MAX = 100;
/** Longest player name and group the players accept. */
export const DEVICE_NAME_MAX = 64;
/** After a reboot the console asks the player every second whether it is back, for up to 3 minutes. */
export const REBOOT_POLL_INTERVAL_MS = 1_000;
export const REBOOT_WATCH_TIMEOUT_MS = 180_000;
