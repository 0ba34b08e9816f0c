/** The permissions of 000 §6 and the sets the console's rules are made of. */

/** The user roles of 000 §3 and §6, as the auth service names them in `rolesValues` (001 §6). */
export const USER_ROLES = ['admin', 'contentcontributor', 'contentadmin'] as const;

/** Every permission a user may hold (000 §6). */
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

/** Any one of these makes the user an administrator (000 §6, "admin-type set"; its members are our choice). */
export const ADMIN_PERMISSIONS: readonly string[] = [
  'users.edit',
  'settings.edit',
  'devices.edit',
  'roles.edit',
  'settings.saml',
  'kiosks.edit',
  'plans.edit',
];

/** Content admin: edits content rules. */
export const CONTENT_ADMIN_PERMISSION = 'contentrules.edit';
/** Content creator: edits the custom content library. */
export const CONTENT_CREATOR_PERMISSION = 'content.edit';

/** Permissions that open the console at all: the admin set and the two content permissions. */
export const CONSOLE_PERMISSIONS: readonly string[] = [
  ...ADMIN_PERMISSIONS,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
];
