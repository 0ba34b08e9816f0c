import { UI_LANGUAGES, type UiLanguage } from '../config';
import type { PlatformUser } from '../dataProvider/platform';
import { STORAGE_KEYS } from '../storage/storageKeys';

/** What the header shows about the signed-in user. */
export interface StoredIdentity {
  id: string;
  fullName: string;
  avatar?: string;
  tenantId: string;
  tenantName: string;
}

const setOrRemove = (storage: Storage, key: string, value: string | null | undefined): void => {
  if (value === null || value === undefined || value === '') storage.removeItem(key);
  else storage.setItem(key, value);
};

/** The UI language matching a profile language such as 'fr' or 'fr-BE', if the console has it. */
const uiLanguageOf = (code: string | null | undefined): UiLanguage | null => {
  const base = (code ?? '').slice(0, 2).toLowerCase();
  return (UI_LANGUAGES as readonly string[]).includes(base) ? (base as UiLanguage) : null;
};

/** Keeps the user details of the auth service (001 §3) under the storage keys. */
export const saveUser = (storage: Storage, user: PlatformUser): void => {
  storage.setItem(STORAGE_KEYS.userId, String(user.id));
  storage.setItem(STORAGE_KEYS.userName, user.name);
  storage.setItem(STORAGE_KEYS.tenantId, user.organization.id);
  storage.setItem(STORAGE_KEYS.tenantName, user.organization.name);
  setOrRemove(storage, STORAGE_KEYS.fmisProvider, user.organization.fmisProvider);
  storage.setItem(STORAGE_KEYS.organizationIsAdmin, String(user.organization.isAdmin === true));
  storage.setItem(STORAGE_KEYS.permissions, JSON.stringify(user.permissionsValues ?? []));
  storage.setItem(STORAGE_KEYS.roles, JSON.stringify(user.rolesValues ?? []));
  const language = uiLanguageOf(user.languageCode);
  if (language) storage.setItem(STORAGE_KEYS.language, language);
};

/** A stored list of texts; empty when absent or unreadable. */
const readList = (storage: Storage, key: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** The stored permission list (permissionsValues, 001 §6); empty when absent or unreadable. */
export const readPermissions = (storage: Storage): string[] => readList(storage, STORAGE_KEYS.permissions);

/** The stored roles (rolesValues, 001 §6); empty when absent or unreadable. */
export const readRoles = (storage: Storage): string[] => readList(storage, STORAGE_KEYS.roles);

/** The app an administrator chose to start in (000 §2.2), if they chose to remember it. */
export const readAppPreference = (storage: Storage): 'kiosk' | 'workplace' | null => {
  const value = storage.getItem(STORAGE_KEYS.appPreference)?.trim().toLowerCase();
  return value === 'kiosk' || value === 'workplace' ? value : null;
};

/** Whether the signed-in user's organization is an admin organization. */
export const readOrganizationIsAdmin = (storage: Storage): boolean =>
  storage.getItem(STORAGE_KEYS.organizationIsAdmin) === 'true';

/** The stored identity, or null when nobody is signed in. */
export const readIdentity = (storage: Storage): StoredIdentity | null => {
  const id = storage.getItem(STORAGE_KEYS.userId);
  if (!id) return null;
  const picture = storage.getItem(STORAGE_KEYS.picture);
  return {
    id,
    fullName: storage.getItem(STORAGE_KEYS.userName) ?? '',
    ...(picture ? { avatar: picture } : {}),
    tenantId: storage.getItem(STORAGE_KEYS.tenantId) ?? '',
    tenantName: storage.getItem(STORAGE_KEYS.tenantName) ?? '',
  };
};
