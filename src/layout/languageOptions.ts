import type { Language } from '../dataProvider';
import { isUiLanguage, LOCALES } from '../i18n/locales';

/** The bundled languages in the shape of `/languages/all`, for when the server list is not there. */
export const BUNDLED_LANGUAGES: readonly Language[] = LOCALES.map(({ locale, name, englishName }) => ({
  code: locale,
  nativeReference: name,
  reference: englishName,
}));

/**
 * The languages the menu offers: the server's list, limited to languages the console has texts for, in the
 * server's order; the bundled list when the server gives none.
 */
export const languageOptions = (server: unknown): Language[] => {
  const list = Array.isArray(server)
    ? (server as Language[]).filter((entry) => entry && isUiLanguage(entry.code))
    : [];
  return list.length > 0 ? list : [...BUNDLED_LANGUAGES];
};
