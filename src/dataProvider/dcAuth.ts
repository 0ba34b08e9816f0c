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
export interface Translations {
  [key: string]: string | Translations;
}

/** The session as the device-control backend sees it (GET /auth/init). */
export interface DcSession {
  userId: string;
  tenantId: string;
  tenantName: string;
}

export interface DcAuthApi {
  /** The shell's session check: the device-control backend's view of the signed-in user. */
  init(options?: CallOptions): Promise<DcSession>;
  peopleDetails(options?: CallOptions): Promise<PeopleDetails>;
  languages(options?: CallOptions): Promise<Language[]>;
  setLanguage(lang: string, options?: CallOptions): Promise<void>;
  translations(lang: string, options?: CallOptions): Promise<Translations>;
}

export const createDcAuthApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): DcAuthApi => {
  const url = (path: string) => joinUrl(urls.dc(), path);
  return {
    init: ({ signal } = {}) => http<DcSession>(url('/auth/init'), { signal }),
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
