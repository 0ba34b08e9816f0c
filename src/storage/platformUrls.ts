import { PLATFORM_DEFAULTS } from '../config';
import { STORAGE_KEYS } from './storageKeys';

/**
 * The target platform URLs (001 §3) as discovery found them: the platform's API URL (its serverinfo), the
 * device-control backend (its dcSettings) and the central login. Kept across sign-outs and reloads.
 */
export interface PlatformUrls {
  platformUrl: string;
  dcUrl: string;
  loginUrl: string;
  /** The console's records server; null (or absent) when the platform keeps no records. */
  recordsUrl?: string | null;
}

const browserStorage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The stored URLs with the configuration they were found from, or null when discovery has not succeeded. */
export const readPlatformUrls = (
  storage: Storage | null = browserStorage(),
): (PlatformUrls & { source: string }) | null => {
  if (!storage) return null;
  const platformUrl = storage.getItem(STORAGE_KEYS.platformUrl);
  const dcUrl = storage.getItem(STORAGE_KEYS.dcUrl);
  const loginUrl = storage.getItem(STORAGE_KEYS.loginUrl);
  const source = storage.getItem(STORAGE_KEYS.platformSource);
  const recordsUrl = storage.getItem(STORAGE_KEYS.recordsUrl) || null;
  return platformUrl && dcUrl && loginUrl && source
    ? { platformUrl, dcUrl, loginUrl, recordsUrl, source }
    : null;
};

export const savePlatformUrls = (storage: Storage, urls: PlatformUrls, source: string): void => {
  storage.setItem(STORAGE_KEYS.platformUrl, urls.platformUrl);
  storage.setItem(STORAGE_KEYS.dcUrl, urls.dcUrl);
  storage.setItem(STORAGE_KEYS.loginUrl, urls.loginUrl);
  if (urls.recordsUrl) storage.setItem(STORAGE_KEYS.recordsUrl, urls.recordsUrl);
  else storage.removeItem(STORAGE_KEYS.recordsUrl);
  storage.setItem(STORAGE_KEYS.platformSource, source);
};

/** Forgets what an earlier discovery found: a failed one must leave nothing that later starts would use. */
export const forgetPlatformUrls = (storage: Storage): void => {
  for (const key of ['platformUrl', 'dcUrl', 'loginUrl', 'recordsUrl', 'platformSource'] as const)
    storage.removeItem(STORAGE_KEYS[key]);
};

const pageOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin);

/** Where calls go now: what discovery stored, else the development defaults, else the page's own origin. */
export const currentPlatformUrls = (storage: Storage | null = browserStorage()): PlatformUrls => {
  const stored = readPlatformUrls(storage);
  if (stored) {
    const { source: _source, ...urls } = stored;
    return urls;
  }
  const platformUrl = PLATFORM_DEFAULTS.platformUrl ?? pageOrigin();
  return {
    platformUrl,
    dcUrl: PLATFORM_DEFAULTS.deviceControlUrl ?? pageOrigin(),
    loginUrl: PLATFORM_DEFAULTS.loginUrl ?? platformUrl,
    recordsUrl: PLATFORM_DEFAULTS.recordsUrl ?? null,
  };
};
