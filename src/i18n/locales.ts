import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../config';
import { LANGUAGES } from '../contract/languages';

export interface LocaleInfo {
  locale: UiLanguage;
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  englishName: string;
}

/** The bundled UI languages (001 §1), in the order the language menu lists them. */
export const LOCALES: readonly LocaleInfo[] = LANGUAGES.map(({ code, nativeReference, reference }) => ({
  locale: code,
  name: nativeReference,
  englishName: reference,
}));

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
