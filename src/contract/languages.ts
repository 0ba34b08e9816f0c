/**
 * The seven UI languages (001 §1), in the order language menus list them: the code, the language's name in
 * itself and its English name (the fields of GET /languages/all). The mock serves this table; the console
 * bundles a translation for each.
 */
export const LANGUAGES = [
  { code: 'en', nativeReference: 'English', reference: 'English' },
  { code: 'fr', nativeReference: 'Français', reference: 'French' },
  { code: 'de', nativeReference: 'Deutsch', reference: 'German' },
  { code: 'nl', nativeReference: 'Nederlands', reference: 'Dutch' },
  { code: 'sv', nativeReference: 'Svenska', reference: 'Swedish' },
  { code: 'da', nativeReference: 'Dansk', reference: 'Danish' },
  { code: 'es', nativeReference: 'Español', reference: 'Spanish' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  LANGUAGES.some((language) => language.code === value);

/** The language of the console and of the sheets when nothing asks for another (001 §1). */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
