import { localStore } from '../storage/browserStorage';
import type { AuthProvider } from 'ra-core';
import { jwtDecode } from 'jwt-decode';
import { consoleError } from '../dataProvider/apiError';
import { ERROR_CODES, errorMessageKey } from '../dataProvider/errorCodes';
import { httpClient } from '../dataProvider/httpClient';
import { createDcAuthApi, type DcAuthApi, type DcLoginResult } from '../dataProvider/dcAuth';
import { createPlatformApi, type PlatformApi } from '../dataProvider/platform';
import { ROUTES } from '../domain/addresses';
import { browserFingerprint } from './fingerprint';
import {
  centralLoginUrl,
  loginPath,
  routeOfAddress,
  safeReturnPath,
  type SignOutReason,
} from './loginRoutes';
import { canAccess } from '../domain/permissions';
import { currentPlatformUrls } from '../storage/platformUrls';
import { STORAGE_KEYS, clearSession } from '../storage/storageKeys';
import { readIdentity, readPermissions, saveUser } from './storedUser';

export type AuthRedirectReason = 'captcha' | 'mustChangePassword';

const REDIRECT_MESSAGES: Record<AuthRedirectReason, string> = {
  captcha: 'dm.shell.redirect.message_captcha_required',
  mustChangePassword: 'dm.shell.redirect.message_must_change_password',
};

/**
 * A failed session check. It names the sign-in page itself: react-admin would otherwise put the address of the
 * area the check ran in before /login (/kiosk/login).
 */
const sessionCheckFailed = (message: string): Error =>
  Object.assign(new Error(message), { redirectTo: ROUTES.login });

/**
 * Sign-in must continue on the central login (captcha, or a forced password change); nothing was stored. `url` is
 * where the device-control backend's sign-in said to continue; null when it gave none (the configured central
 * login applies).
 */
export class AuthRedirectError extends Error {
  readonly reason: AuthRedirectReason;
  readonly url: string | null;

  constructor(reason: AuthRedirectReason, url: string | null = null) {
    super(REDIRECT_MESSAGES[reason]);
    this.name = 'AuthRedirectError';
    this.reason = reason;
    this.url = url;
  }
}

/** The central login address of a device-control sign-in answer, if it is an http(s) address. */
const continueAt = (result: Partial<DcLoginResult>): string | null => {
  if (typeof result.url !== 'string') return null;
  try {
    const url = new URL(result.url);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * Where a sign-in the platform would not finish continues: the device-control sign-in (001 §7 "POST auth/login,
 * and a fallback /auth/login") names the central login and what it will ask, which the dialog then says; when
 * it cannot be reached, the platform's reason and the configured central login stand.
 */
const redirectFor = async (
  platformReason: AuthRedirectReason,
  ask: () => Promise<Partial<DcLoginResult>>,
): Promise<AuthRedirectError> => {
  try {
    const result = await ask();
    const reason = result.isCaptchaRequired
      ? 'captcha'
      : result.mustChangePassword
        ? 'mustChangePassword'
        : platformReason;
    return new AuthRedirectError(reason, continueAt(result));
  } catch {
    return new AuthRedirectError(platformReason);
  }
};

export interface AuthProviderDeps {
  platform: Pick<PlatformApi, 'login' | 'me' | 'logout' | 'exchangeCode'>;
  /** The device-control sign-in, asked where a sign-in the platform would not finish continues. */
  dc: Pick<DcAuthApi, 'dcLogin'>;
  storage?: Storage;
  fingerprint?: () => string | Promise<string>;
  /** Clock in epoch milliseconds, for the token expiry check. */
  now?: () => number;
  /** The in-app route shown now, where the user returns after signing in again. */
  currentRoute?: () => string;
  /** The central login (discovery's loginUrl) and this console's origin, where it sends the user back. */
  loginUrl?: () => string;
  consoleUrl?: () => string;
}

/** What the shell passes when it signs the user out for a reason (idle, ended session). */
interface SignOutParams {
  reason?: SignOutReason | null;
}

export interface Credentials {
  username: string;
  password: string;
  /** The in-console page to open once signed in, also after the central login. */
  returnUrl?: string | null;
}

/** The one-time code the central login or single sign-on sent the user back with. */
export interface SignInCode {
  code: string;
}

/** True when the token's own expiry has passed. A token that is not a JWT is left to the server to judge. */
const hasExpired = (token: string, now: number): boolean => {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
};

/** react-admin's AuthProvider with the optional methods this console always has. */
export type ConsoleAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions' | 'canAccess'>>;

export const createAuthProvider = (deps: AuthProviderDeps): ConsoleAuthProvider => {
  const storage = () => deps.storage ?? localStore();
  const fingerprint = deps.fingerprint ?? (() => browserFingerprint());
  const now = deps.now ?? Date.now;
  const currentRoute =
    deps.currentRoute ?? (() => routeOfAddress(window.location.pathname, window.location.search));
  const loginUrl = deps.loginUrl ?? (() => currentPlatformUrls().loginUrl);
  const consoleUrl = deps.consoleUrl ?? (() => window.location.origin);
  const { platform, dc } = deps;

  return {
    async login(params: Credentials | SignInCode) {
      const answer =
        'code' in params
          ? await platform.exchangeCode(params.code, await fingerprint())
          : await platform.login({
              username: params.username,
              password: params.password,
              fingerprint: await fingerprint(),
            });
      const platformReason: AuthRedirectReason | null = answer.isCaptchaRequired
        ? 'captcha'
        : answer.mustChangePassword
          ? 'mustChangePassword'
          : null;
      if (platformReason) {
        if ('code' in params) throw new AuthRedirectError(platformReason);
        const returnUrl = `${consoleUrl().replace(/\/+$/, '')}${loginPath({ returnUrl: params.returnUrl, separate: true })}`;
        throw await redirectFor(platformReason, () => dc.dcLogin({ username: params.username, returnUrl }));
      }
      if (!answer.accessToken) throw consoleError(ERROR_CODES.OTHERS, 400);
      // The token is replaced, never removed first: other tabs must see a user change, not a sign-out.
      clearSession(storage(), ['accessToken']);
      storage().setItem(STORAGE_KEYS.accessToken, answer.accessToken);
      try {
        saveUser(storage(), await platform.me());
      } catch (error) {
        clearSession(storage());
        throw error;
      }
    },

    /**
     * Ends the session and says where to go: with a session (signing out, a session the server refused), the
     * central login (001 §2, §4), which brings the user back to this page (also kept under the last-route key);
     * with none (a visitor who never signed in), this console's sign-in route.
     */
    async logout(params?: SignOutParams) {
      const tenant = storage().getItem(STORAGE_KEYS.tenantId);
      const hadSession = storage().getItem(STORAGE_KEYS.accessToken) !== null;
      if (hadSession) {
        try {
          await platform.logout();
        } catch {
          // Signing out locally must not depend on the server: an expired session answers 401 here.
        }
      }
      clearSession(storage());
      const returnUrl = safeReturnPath(currentRoute());
      const reason = params?.reason ?? null;
      if (!hadSession && !reason) return loginPath({ returnUrl, tenant });
      if (returnUrl) storage().setItem(STORAGE_KEYS.lastRoute, returnUrl);
      return centralLoginUrl({ base: loginUrl(), consoleUrl: consoleUrl(), returnUrl, reason, tenant });
    },

    async checkAuth() {
      const token = storage().getItem(STORAGE_KEYS.accessToken);
      if (!token) throw sessionCheckFailed('ra.auth.auth_check_error');
      if (hasExpired(token, now()))
        throw sessionCheckFailed(errorMessageKey({ code: ERROR_CODES.SESSION_EXPIRED }));
    },

    async checkError(error: unknown) {
      const status = (error as { status?: unknown } | null)?.status;
      if (status === 401) throw new Error(errorMessageKey(error));
    },

    async getIdentity() {
      const identity = readIdentity(storage());
      if (!identity) throw new Error('ra.auth.auth_check_error');
      return identity;
    },

    async getPermissions() {
      return readPermissions(storage());
    },

    async canAccess({ action, resource, record }) {
      return canAccess(readPermissions(storage()), { action, resource, record });
    },
  };
};

/** The console's auth provider: the platform through the shared HTTP client, localStorage. */
export const authProvider: ConsoleAuthProvider = createAuthProvider({
  platform: createPlatformApi(httpClient),
  dc: createDcAuthApi(httpClient),
});
