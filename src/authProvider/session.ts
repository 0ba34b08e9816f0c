import { localStore } from '../storage/browserStorage';
/**
 * What the session machine needs from the browser and the platform: token renewal (001 §4, §7), the stored
 * user, and the activity every tab of the browser shares through storage.
 */
import { createDcAuthApi, type DcAuthApi } from '../dataProvider/dcAuth';
import { httpClient } from '../dataProvider/httpClient';
import { createPlatformApi, type PlatformApi } from '../dataProvider/platform';
import { browserFingerprint } from './fingerprint';
import type { RenewOutcome, SharedActivity } from './sessionMachine';
import { STORAGE_KEYS } from '../storage/storageKeys';

export interface RenewalDeps {
  platform: Pick<PlatformApi, 'renew'>;
  storage?: Storage;
  fingerprint?: () => string | Promise<string>;
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * Renews the stored token with the browser fingerprint. A fresh token replaces the stored one only if that is
 * still the token that was renewed: another tab may have signed in as someone else meanwhile. A 401 means the
 * platform refused the session; any other failure (network, timeout) leaves the outcome open.
 */
export const createRenewal = (deps: RenewalDeps) => async (): Promise<RenewOutcome> => {
  const storage = deps.storage ?? localStore();
  const sent = storage.getItem(STORAGE_KEYS.accessToken);
  if (!sent) return 'rejected';
  try {
    const { accessToken } = await deps.platform.renew(await (deps.fingerprint ?? browserFingerprint)());
    if (typeof accessToken !== 'string' || accessToken === '') return 'rejected';
    if (storage.getItem(STORAGE_KEYS.accessToken) === sent)
      storage.setItem(STORAGE_KEYS.accessToken, accessToken);
    return 'renewed';
  } catch (error) {
    return statusOf(error) === 401 ? 'rejected' : 'unavailable';
  }
};

export interface SessionCheckDeps {
  dc: Pick<DcAuthApi, 'init'>;
  storage?: Storage;
}

/**
 * The shell's session check (001 §2): asks the device-control backend whose session the stored token opens.
 * The stored user's own session: fine; another user's: the stored session is no longer this user's, as if
 * refused; a 401: refused; no answer: left open.
 */
export const createSessionCheck = (deps: SessionCheckDeps) => async (): Promise<RenewOutcome> => {
  const storage = deps.storage ?? localStore();
  if (!storage.getItem(STORAGE_KEYS.accessToken)) return 'rejected';
  try {
    const { userId } = await deps.dc.init();
    return String(userId) === storage.getItem(STORAGE_KEYS.userId) ? 'renewed' : 'rejected';
  } catch (error) {
    return statusOf(error) === 401 ? 'rejected' : 'unavailable';
  }
};

/**
 * The user id of the stored session; null when nobody is signed in (no token); undefined while a sign-in is
 * being stored (a token, its user not yet).
 */
export const storedSessionUserId = (storage: Storage = localStore()): string | null | undefined => {
  if (!storage.getItem(STORAGE_KEYS.accessToken)) return null;
  return storage.getItem(STORAGE_KEYS.userId) ?? undefined;
};

/** True for storage keys whose change can end or switch this tab's session. */
export const isSessionKey = (key: string | null): boolean =>
  key === null || key === STORAGE_KEYS.accessToken || key === STORAGE_KEYS.userId;

/** Activity shared between the tabs of this browser through storage. */
export const sharedActivityIn = (storage: Storage = localStore()): SharedActivity => ({
  read: () => {
    const value = Number(storage.getItem(STORAGE_KEYS.lastActivity));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write: (at) => {
    try {
      storage.setItem(STORAGE_KEYS.lastActivity, String(at));
    } catch {
      // A full or disabled storage only loses the sharing between tabs.
    }
  },
});

/** The console's renewal: the platform through the shared HTTP client, localStorage. */
export const renewSession = createRenewal({ platform: createPlatformApi(httpClient) });

/** The console's session check: the device-control backend through the shared HTTP client, localStorage. */
export const checkSession = createSessionCheck({ dc: createDcAuthApi(httpClient) });
