import { APP_ID } from '../config';
import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';

/** Central platform (auth/API) calls, 001 §7. Answers are plain JSON. */

interface ServerInfo {
  apiUrl: string;
}

interface LoginRequest {
  username: string;
  password: string;
  /** The browser fingerprint (authProvider/fingerprint.ts). */
  fingerprint: string;
}

export interface LoginResponse {
  isCaptchaRequired?: boolean;
  mustChangePassword?: boolean;
  accessToken?: string;
}

interface PlatformOrganization {
  id: string;
  name: string;
  isAdmin?: boolean;
  fmisProvider?: string | null;
}

/** The signed-in user as the auth service describes them (001 §3). */
export interface PlatformUser {
  id: string | number;
  name: string;
  /** Null or absent until the user picks a language; the console then keeps the browser's. */
  languageCode?: string | null;
  organization: PlatformOrganization;
  rolesValues?: string[];
  permissionsValues?: string[];
}

/** The person behind the session (GET /rest/v2/people/me): the user with their sign-in name and profile. */
export interface PlatformPerson extends PlatformUser {
  /** The name the person signs in with, which /auth/hasRights asks about. */
  username: string;
  fullName?: string;
  pictureThumbnail?: string | null;
}

interface RenewResponse {
  accessToken: string;
}

/** Single sign-on settings of a tenant; the spec does not show their fields. */
type SsoSettings = Record<string, unknown>;

export interface PlatformApi {
  serverInfo(options?: CallOptions): Promise<ServerInfo>;
  login(request: LoginRequest, options?: CallOptions): Promise<LoginResponse>;
  me(options?: CallOptions): Promise<PlatformUser>;
  person(options?: CallOptions): Promise<PlatformPerson>;
  logout(options?: CallOptions): Promise<void>;
  /** A fresh token for the current session; the platform checks the fingerprint given at sign-in. */
  renew(fingerprint: string, options?: CallOptions): Promise<RenewResponse>;
  ssoSettings(id: string, options?: CallOptions): Promise<SsoSettings>;
  /**
   * A token for the one-time code the central login or single sign-on sent the user back with (not named in
   * the spec: how the token reaches the console without ever being in an address).
   */
  exchangeCode(code: string, fingerprint: string, options?: CallOptions): Promise<LoginResponse>;
}

export const createPlatformApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): PlatformApi => {
  const url = (path: string) => joinUrl(urls.platform(), path);
  return {
    serverInfo: ({ signal } = {}) => http<ServerInfo>(url('/rest/serverinfo'), { auth: false, signal }),
    login: (request, { signal } = {}) =>
      http<LoginResponse>(url('/rest/v2/auth/login'), { method: 'POST', body: request, auth: false, signal }),
    me: ({ signal } = {}) => http<PlatformUser>(url('/rest/v2/auth/users/me'), { signal }),
    person: ({ signal } = {}) => http<PlatformPerson>(url('/rest/v2/people/me'), { signal }),
    logout: async ({ signal } = {}) => {
      await http(url('/rest/v2/auth/logout'), { method: 'POST', signal });
    },
    renew: (fingerprint, { signal } = {}) =>
      http<RenewResponse>(withQuery(url('/rest/auth/renew'), { app: APP_ID }), {
        method: 'POST',
        body: { fingerprint },
        signal,
      }),
    ssoSettings: (id, { signal } = {}) =>
      http<SsoSettings>(url(`/rest/v2/auth/ssosettings/${encodeURIComponent(id)}`), { auth: false, signal }),
    exchangeCode: (code, fingerprint, { signal } = {}) =>
      http<LoginResponse>(url('/rest/v2/auth/code'), {
        method: 'POST',
        body: { code, fingerprint },
        auth: false,
        signal,
      }),
  };
};
