/** Every key the console keeps in localStorage (001 §3, 000 §3), named once. */
export const STORAGE_KEYS = {
  accessToken: 'dm.accessToken',
  userId: 'dm.userId',
  userName: 'dm.userName',
  picture: 'dm.picture',
  language: 'dm.language',
  tenantId: 'dm.tenantId',
  tenantName: 'dm.tenantName',
  fmisProvider: 'dm.fmisProvider',
  /** The target platform URLs (001 §3): the platform's API (serverinfo), the device-control backend, the login. */
  platformUrl: 'dm.platformUrl',
  dcUrl: 'dm.dcUrl',
  loginUrl: 'dm.loginUrl',
  /** The records server (issue 34); absent when the platform keeps no records. */
  recordsUrl: 'dm.recordsUrl',
  /** The configuration (config.json and defaults) the stored platform URLs were found from. */
  platformSource: 'dm.platformSource',
  lastRoute: 'dm.lastRoute',
  deviceCount: 'dm.deviceCount',
  appPreference: 'dm.appPreference',
  permissions: 'dm.permissions',
  /** The user's roles (001 §6 rolesValues), shown in the profile; access follows the permissions. */
  roles: 'dm.roles',
  fingerprint: 'dm.fingerprint',
  /** Whether the signed-in user's organization is an admin organization (001 §3; hides the Go app). */
  organizationIsAdmin: 'dm.organizationIsAdmin',
  /** Last user activity in any tab of this browser (epoch ms), for the inactivity sign-out. */
  lastActivity: 'dm.lastActivity',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/** The tenant's staged rollout in this browser (localStorage), one key per tenant, so a reload finds it. */
export const rolloutStorageKey = (tenantId: string): string => `dm.rollout.${tenantId}`;

/** The tenant's players this browser has seen, with when each was last seen (issue 38, M6), one key per tenant. */
export const rememberedPlayersKey = (tenantId: string): string => `dm.players.${tenantId}`;

/**
 * The serial numbers of the players this console gave a password of their own (the player form), per tenant: such
 * a player is asked for its password, never called locked by someone else. Never a password.
 */
export const ownPasswordsStorageKey = (tenantId: string): string => `dm.ownPasswords.${tenantId}`;

/** Keys kept in this tab's sessionStorage. */
export const TAB_STORAGE_KEYS = {
  /** A Devices-tab bulk run that ended with the session, shown again after signing in. */
  devicesBulkRun: 'dm.bulk.devices.sessionRun',
  /** Set while a chosen language renders the page again: the new menu button takes the focus back. */
  languageMenuRefocus: 'dm.languageMenuRefocus',
} as const;

/**
 * What signing out forgets: the token and everything about the signed-in user and tenant.
 * Kept across sessions: the browser fingerprint, the UI language, the remembered app preference and the
 * platform/login base URLs (configuration, not user details).
 */
const SESSION_KEYS: readonly StorageKeyName[] = [
  'accessToken',
  'userId',
  'userName',
  'picture',
  'tenantId',
  'tenantName',
  'fmisProvider',
  'permissions',
  'roles',
  'deviceCount',
  'lastRoute',
  'organizationIsAdmin',
  'lastActivity',
];

/** Removes the session keys from the given storage, except the ones named in `keep`. */
export const clearSession = (storage: Storage, keep: readonly StorageKeyName[] = []): void => {
  for (const name of SESSION_KEYS) if (!keep.includes(name)) storage.removeItem(STORAGE_KEYS[name]);
};

/** The stored access token, or null when nobody is signed in. */
export const readAccessToken = (storage: Storage = localStorage): string | null =>
  storage.getItem(STORAGE_KEYS.accessToken);
