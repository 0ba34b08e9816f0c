import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';

/** Device-control calls about the signed-in person and the UI language, 001 §7. */

export interface PeopleDetails {
  fullName: string;
  pictureThumbnail: string | null;
}

export interface Language {
  code: string;
  nativeReference: string;
  reference: string;
}

/** Server-side texts of one language: a message tree, as the i18n provider merges it. */
interface Translations {
  [key: string]: string | Translations;
}

/** The session as the device-control backend sees it (GET /auth/init). */
interface DcSession {
  userId: string;
  tenantId: string;
  tenantName: string;
}

/** What the device-control sign-in answers (001 §7 "POST auth/login"): where the person continues. */
export interface DcLoginResult {
  /** The central login, told to send the person back to the return address given. */
  url: string;
  isCaptchaRequired: boolean;
  mustChangePassword: boolean;
}

interface DcLoginRequest {
  username: string;
  /** The console address the central login sends the person back to. */
  returnUrl: string;
}

export interface DcAuthApi {
  /** The shell's session check: the device-control backend's view of the signed-in user. */
  init(options?: CallOptions): Promise<DcSession>;
  /** Whether the person of `token` (sent in the `authtoken` header) may use the device areas. */
  hasRights(username: string, token: string, options?: CallOptions): Promise<boolean>;
  /**
   * The device-control sign-in: `auth/login` below the device-control address, and `/auth/login` at its
   * origin's root when the first has no such route (404, 405): a backend under a path behind a proxy.
   */
  dcLogin(request: DcLoginRequest, options?: CallOptions): Promise<DcLoginResult>;
  peopleDetails(options?: CallOptions): Promise<PeopleDetails>;
  languages(options?: CallOptions): Promise<Language[]>;
  setLanguage(lang: string, options?: CallOptions): Promise<void>;
  translations(lang: string, options?: CallOptions): Promise<Translations>;
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/** The device-control sign-in's address, then its fallback at the root of the same origin (if different). */
export const dcLoginUrls = (dcUrl: string): string[] => {
  const primary = joinUrl(dcUrl, 'auth/login');
  const fallback = new URL('/auth/login', primary).toString();
  return fallback === primary ? [primary] : [primary, fallback];
};

export const createDcAuthApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): DcAuthApi => {
  const url = (path: string) => joinUrl(urls.dc(), path);
  return {
    init: ({ signal } = {}) => http<DcSession>(url('/auth/init'), { signal }),
    hasRights: async (username, token, { signal } = {}) =>
      (await http<unknown>(withQuery(url('/auth/hasRights'), { username }), {
        auth: false,
        headers: { authtoken: token },
        signal,
      })) === true,
    dcLogin: async (request, { signal } = {}) => {
      const [primary, fallback] = dcLoginUrls(urls.dc());
      const post = (address: string) =>
        http<DcLoginResult>(address, { method: 'POST', body: request, auth: false, signal });
      try {
        return await post(primary);
      } catch (error) {
        const status = statusOf(error);
        if (fallback === undefined || (status !== 404 && status !== 405)) throw error;
        return post(fallback);
      }
    },
    peopleDetails: ({ signal } = {}) => http<PeopleDetails>(url('/people/details'), { signal }),
    languages: async ({ signal } = {}) =>
      (await http<Language[] | null>(url('/languages/all'), { signal })) ?? [],
    setLanguage: async (lang, { signal } = {}) => {
      await http(url('/languages/'), { method: 'PUT', body: { lang }, signal });
    },
    translations: async (lang, { signal } = {}) =>
      (await http<Translations | null>(withQuery(url('/translations'), { lang }), { signal })) ?? {},
  };
};
