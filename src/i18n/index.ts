/**
 * The console's i18nProvider: react-admin on i18next through ra-i18n-i18next.
 *
 * ra-i18n-i18next offers a hook, `useI18nextProvider`, and its non-hook form, `getI18nProvider`, which
 * resolves once i18next is initialised. We build on `getI18nProvider` (createI18nProvider.ts) and await
 * it at the top level of this module, so `i18nProvider` is a ready value: the start language (stored
 * choice, else browser, else English) is loaded before anything renders, and App.tsx passes it straight
 * to <Admin i18nProvider={i18nProvider}>. Each language comes in two parts: its sign-in texts
 * (`./signIn/<code>.ts`: react-admin's and those of the pages before the shell), English's part of the first
 * load and every other language's a chunk of its own, imported on first use; and the texts of the shell's pages
 * (`./afterSignIn/<code>.ts`, a chunk per language), which the shell loads with its code (`loadPageTexts`).
 */
import { STORAGE_KEYS } from '../storage/storageKeys';
import { localStoreIfAllowed } from '../storage/browserStorage';
import { LANGUAGE_CODES } from '../contract/languages';
import { createI18nProvider, type AppI18nProvider, type MessageLoaders } from './createI18nProvider';
import english from './signIn/en';
import type { Messages } from './messages';

export type { AppI18nProvider } from './createI18nProvider';
export { LOCALES, chooseInitialLocale, isUiLanguage, toUiLanguage, type LocaleInfo } from './locales';
export { mergeMessages, type Messages } from './messages';

// Every language of the list from its own files; src/languages.test.ts names one that is missing.
const signIn = import.meta.glob<Messages>(['./signIn/??.ts', '!./signIn/en.ts'], { import: 'default' });
const afterSignIn = import.meta.glob<Messages>('./afterSignIn/??.ts', { import: 'default' });
const loadersOf = (bundles: Record<string, () => Promise<Messages>>, folder: string): MessageLoaders =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, bundles[`./${folder}/${code}.ts`]]));

/** The console's provider, ready to use. Changing language also remembers it for the next visit. */
export const i18nProvider: AppI18nProvider = await createI18nProvider({
  english,
  loaders: loadersOf(signIn, 'signIn'),
  pageLoaders: loadersOf(afterSignIn, 'afterSignIn'),
  storage: localStoreIfAllowed(),
  storageKey: STORAGE_KEYS.language,
  browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
});

/** Merges `/translations?lang=` messages over the bundled ones of that language (see AppI18nProvider). */
export const addServerMessages = (lang: string, messages: unknown): Promise<void> =>
  i18nProvider.addServerMessages(lang, messages);

/** Loads the texts of the shell's pages in the current language (and in every language switched to after). */
export const loadPageTexts = (): Promise<void> => i18nProvider.loadPageTexts();
