import { localStore } from '../storage/browserStorage';
/**
 * The device-control backend's say on the device areas (001 §7 "GET /auth/init", "GET /auth/hasRights?username=
 * with an authtoken header"), asked before the kiosk (devices, QBIC, profiles, themes) shows: whose session it
 * sees, and whether that person may use it. The person's sign-in name comes from the platform's
 * `/rest/v2/people/me` (the stored user holds a display name, and a person back from the central login or single
 * sign-on never typed it here). The answer is kept for the signed-in user, so area and tab switches ask nothing.
 */
import { createDcAuthApi, type DcAuthApi } from '../dataProvider/dcAuth';
import { httpClient } from '../dataProvider/httpClient';
import { createPlatformApi, type PlatformApi } from '../dataProvider/platform';
import { defaultBaseUrls, joinUrl, type BaseUrls } from '../dataProvider/urls';
import { STORAGE_KEYS } from '../storage/storageKeys';

export type RightsOutcome =
  | { kind: 'allowed' }
  /** The backend says this person may not use the device areas: /unauthorized. */
  | { kind: 'denied' }
  /** The session was refused, or is another person's than the stored one: sign out. */
  | { kind: 'session' }
  /** A call failed or was refused (not a session error): the configuration page names its address. */
  | { kind: 'failed'; url: string };

export interface DeviceRightsDeps {
  dc: Pick<DcAuthApi, 'init' | 'hasRights'>;
  platform: Pick<PlatformApi, 'person'>;
  urls?: BaseUrls;
  storage?: Storage;
}

export interface DeviceRightsCheck {
  /** The outcome for the signed-in user, asked at most once per user while it is allowed or denied. */
  check(): Promise<RightsOutcome>;
  /** The kept outcome for the signed-in user, if there is one (so a kept answer shows without a frame's wait). */
  known(): RightsOutcome | null;
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

class CallFailed extends Error {
  constructor(
    readonly url: string,
    readonly status: unknown,
  ) {
    super(url);
  }
}

/** Only a definite answer is kept: a failure or a refused session asks again next time. */
const keeps = (outcome: RightsOutcome): boolean => outcome.kind === 'allowed' || outcome.kind === 'denied';

export const createDeviceRightsCheck = (deps: DeviceRightsDeps): DeviceRightsCheck => {
  const urls = deps.urls ?? defaultBaseUrls;
  const storage = () => deps.storage ?? localStore();
  let kept: { userId: string; pending: Promise<RightsOutcome>; outcome: RightsOutcome | null } | null = null;

  const call = async <T>(url: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new CallFailed(url, statusOf(error));
    }
  };

  const ask = async (token: string, userId: string): Promise<RightsOutcome> => {
    try {
      const [session, person] = await Promise.all([
        call(joinUrl(urls.dc(), '/auth/init'), () => deps.dc.init()),
        call(joinUrl(urls.platform(), '/rest/v2/people/me'), () => deps.platform.person()),
      ]);
      if (String(session.userId) !== userId || String(person.id) !== userId) return { kind: 'session' };
      if (typeof person.username !== 'string' || person.username === '')
        return { kind: 'failed', url: joinUrl(urls.platform(), '/rest/v2/people/me') };
      const allowed = await call(joinUrl(urls.dc(), '/auth/hasRights'), () =>
        deps.dc.hasRights(person.username, token),
      );
      return { kind: allowed ? 'allowed' : 'denied' };
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
      return error.status === 401 ? { kind: 'session' } : { kind: 'failed', url: error.url };
    }
  };

  const signedIn = () => {
    const token = storage().getItem(STORAGE_KEYS.accessToken);
    const userId = storage().getItem(STORAGE_KEYS.userId);
    return token && userId ? { token, userId } : null;
  };

  return {
    check() {
      const current = signedIn();
      if (!current) return Promise.resolve({ kind: 'session' });
      if (kept?.userId === current.userId) return kept.pending;
      const entry = {
        userId: current.userId,
        pending: ask(current.token, current.userId),
        outcome: null as RightsOutcome | null,
      };
      kept = entry;
      const settle = (outcome: RightsOutcome | null) => {
        if (kept !== entry) return;
        if (outcome && keeps(outcome)) entry.outcome = outcome;
        else kept = null;
      };
      entry.pending.then(settle, () => settle(null));
      return entry.pending;
    },
    known() {
      const current = signedIn();
      return current && kept?.userId === current.userId ? kept.outcome : null;
    },
  };
};

/** The console's check: the platform and the device-control backend through the shared HTTP client. */
export const deviceRights: DeviceRightsCheck = createDeviceRightsCheck({
  dc: createDcAuthApi(httpClient),
  platform: createPlatformApi(httpClient),
});
