/** Fixed values of the mock platform, named once. Environment-driven defaults live in cliOptions.ts. */
import {
  ADMIN_PERMISSIONS as ADMIN_PERMISSION_SET,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
} from '../src/authProvider/permissions';

/** Every permission of 000 §6. */
export const ALL_PERMISSIONS = [
  'users.impersonate',
  'cmanager.woscope',
  'kiosk.view',
  'locationcharts.view',
  'content.edit',
  'cmanager.backoffice',
  'reservations.view',
  'reservations.confidential.view',
  'sensordata.export',
  'reports.view',
  'users.edit',
  'livedata.view',
  'rest.view',
  'settings.edit',
  'devices.edit',
  'roles.edit',
  'settings.saml',
  'colleague.find',
  'kiosks.edit',
  'contentrules.edit',
  'plans.edit',
  'replay.view',
] as const;

/** The admin set (000 §6; its members are our choice, shared with the console): any one makes an administrator. */
export const ADMIN_PERMISSIONS: readonly string[] = [...ADMIN_PERMISSION_SET];

/** Permissions that open the console at all (admin set plus the two content permissions). */
export const CONSOLE_PERMISSIONS: readonly string[] = [
  ...ADMIN_PERMISSIONS,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
];

/** The seven UI languages (001 §1). */
export const LANGUAGES = [
  { code: 'en', nativeReference: 'English', reference: 'English' },
  { code: 'fr', nativeReference: 'Français', reference: 'French' },
  { code: 'de', nativeReference: 'Deutsch', reference: 'German' },
  { code: 'nl', nativeReference: 'Nederlands', reference: 'Dutch' },
  { code: 'sv', nativeReference: 'Svenska', reference: 'Swedish' },
  { code: 'da', nativeReference: 'Dansk', reference: 'Danish' },
  { code: 'es', nativeReference: 'Español', reference: 'Spanish' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const isLanguageCode = (value: unknown): value is LanguageCode =>
  LANGUAGES.some((language) => language.code === value);

/** Console origins allowed by CORS (dev server and preview, both host spellings). */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 0,
  devices: 40,
  tokenTtlSeconds: 900,
  sessionMaxSeconds: 8 * 3600,
  bodyLimitBytes: 1024 * 1024,
} as const;

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo';

/** Mini Display model (000 §5, §9). */
export const MINI_DISPLAY_MODEL_ID = 'TD-0360';
