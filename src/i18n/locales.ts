import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../config';

export interface LocaleInfo {
  locale: UiLanguage;
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  englishName: string;
}

/** The bundled UI languages (001 §1), in the order the language menu lists them. */
export const LOCALES: readonly LocaleInfo[] = [
  { locale: 'en', name: 'English', englishName: 'English' },
  { locale: 'fr', name: 'Français', englishName: 'French' },
  { locale: 'de', name: 'Deutsch', englishName: 'German' },
  { locale: 'nl', name: 'Nederlands', englishName: 'Dutch' },
  { locale: 'sv', name: 'Svenska', englishName: 'Swedish' },
  { locale: 'da', name: 'Dansk', englishName: 'Danish' },
  { locale: 'es', name: 'Español', englishName: 'Spanish' },
];

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** 'fr', 'FR', 'fr-CA' and 'fr_BE' all name French; anything else that is not bundled gives undefined. */
export const toUiLanguage = (code: string | null | undefined): UiLanguage | undefined => {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return isUiLanguage(base) ? base : undefined;
};

/**
 * The language the console starts in: the stored choice if it is bundled, else the first bundled
 * language of the browser's preference list, else the default (001 §9).
 */
export const chooseInitialLocale = (
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): UiLanguage =>
  toUiLanguage(stored) ??
  browserLanguages.map(toUiLanguage).find((language) => language !== undefined) ??
  DEFAULT_LANGUAGE;
