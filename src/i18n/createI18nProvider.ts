import { createInstance, type i18n as I18next } from 'i18next';
import type { I18nProvider } from 'ra-core';
import { getI18nProvider } from 'ra-i18n-i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../config';
import { chooseInitialLocale, isUiLanguage, LOCALES } from './locales';
import { mergeMessages, type Messages } from './messages';
import { INTERPOLATION, toI18nextMessages } from './toI18nextMessages';

/** react-admin's keys only resolve in i18next's default namespace. */
export const I18N_NAMESPACE = 'translation';

export type MessageLoaders = Partial<Record<UiLanguage, () => Promise<Messages>>>;

export interface I18nProviderOptions {
  /** The sign-in texts of the default language, bundled with the first load. */
  english: Messages;
  /** The sign-in texts of every other language, loaded on first use. */
  loaders: MessageLoaders;
  /**
   * The texts of the shell's pages in every language (English too), loaded when `loadPageTexts` is first asked;
   * none when `english` and `loaders` hold every text.
   */
  pageLoaders?: MessageLoaders;
  /** Where the chosen language is read at start and written on change; null keeps nothing. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  storageKey: string;
  /** The browser's preference list (navigator.languages). */
  browserLanguages: readonly string[];
}

export interface AppI18nProvider extends I18nProvider {
  /**
   * Merges messages from the server (`/translations?lang=`) over the bundled ones of that language,
   * loading the bundled ones first. The screen shows them on its next render.
   */
  addServerMessages(lang: string, messages: unknown): Promise<void>;
  /**
   * Loads the texts of the shell's pages in the current language; from then on, changing language loads them in
   * the new language before it switches, so a page never shows a key in place of its text. Rejects if they cannot
   * be loaded.
   */
  loadPageTexts(): Promise<void>;
}

const hasMessages = (instance: I18next, locale: string) => instance.hasResourceBundle(locale, I18N_NAMESPACE);

/** Tries a loader twice (a dropped chunk request), answering undefined if both attempts fail. */
const loadTwice = async (load: () => Promise<Messages>): Promise<Messages | undefined> => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await load();
    } catch {
      // Retried once; the caller reports the failure.
    }
  }
  return undefined;
};

/**
 * Makes sure a language's bundled messages are in i18next. Loading is ours rather than an i18next
 * backend's, because i18next never retries a language whose first load failed. Bundled messages never
 * overwrite texts already there, so server texts that arrived first keep winning.
 */
const ensureLoaded = async (
  instance: I18next,
  loaders: MessageLoaders,
  locale: UiLanguage,
): Promise<boolean> => {
  if (hasMessages(instance, locale)) return true;
  const load = loaders[locale];
  return addMessages(instance, locale, load ? await loadTwice(load) : undefined);
};

const addMessages = (instance: I18next, locale: UiLanguage, messages: Messages | undefined): boolean => {
  if (messages) instance.addResourceBundle(locale, I18N_NAMESPACE, toI18nextMessages(messages), true, false);
  return messages !== undefined;
};

/**
 * The page texts of each language, loaded at most once (a failed load is forgotten and asked again next time),
 * together with the language's sign-in texts. They are added after those and never overwrite, so server texts
 * keep winning.
 */
const pageTextsOf = (instance: I18next, options: I18nProviderOptions) => {
  const pending = new Map<UiLanguage, Promise<boolean>>();
  const load = async (locale: UiLanguage) => {
    const loader = options.pageLoaders?.[locale];
    const [ready, pages] = await Promise.all([
      ensureLoaded(instance, options.loaders, locale),
      loader ? loadTwice(loader) : {},
    ]);
    return ready && addMessages(instance, locale, pages);
  };
  return (locale: UiLanguage): Promise<boolean> => {
    let loading = pending.get(locale);
    if (!loading) {
      loading = load(locale);
      void loading.then((loaded) => loaded || pending.delete(locale));
      pending.set(locale, loading);
    }
    return loading;
  };
};

const remember = (options: I18nProviderOptions, locale: string) => {
  try {
    options.storage?.setItem(options.storageKey, locale);
  } catch {
    // Storage can be full or disabled; the language then lasts for this visit only.
  }
};

const readStored = (options: I18nProviderOptions): string | null => {
  try {
    return options.storage?.getItem(options.storageKey) ?? null;
  } catch {
    return null;
  }
};

/**
 * Builds react-admin's i18nProvider on i18next through ra-i18n-i18next's `getI18nProvider` (the
 * non-hook form of `useI18nextProvider`). It resolves once the start language is ready, so the first
 * screen never flashes English before switching.
 */
export const createI18nProvider = async (options: I18nProviderOptions): Promise<AppI18nProvider> => {
  const initial = chooseInitialLocale(readStored(options), options.browserLanguages);
  const instance = createInstance();
  const resources = { [DEFAULT_LANGUAGE]: { [I18N_NAMESPACE]: toI18nextMessages(options.english) } };
  const base = await getI18nProvider(
    instance,
    {
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      ns: [I18N_NAMESPACE],
      defaultNS: I18N_NAMESPACE,
      resources,
      // Labels may contain ':'; there is one namespace, so never read it from a key.
      nsSeparator: false,
      interpolation: INTERPOLATION,
    },
    LOCALES.map(({ locale, name }) => ({ locale, name })),
  );
  // The start language is loaded before anything renders; if it cannot be, the console starts in English.
  if (!(await ensureLoaded(instance, options.loaders, initial)))
    await instance.changeLanguage(DEFAULT_LANGUAGE);
  // The page says which language it is in (WCAG 3.1.1): screen readers pronounce it, browsers hyphenate it.
  const speak = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  speak(instance.language);
  instance.on('languageChanged', speak);
  const loadPages = pageTextsOf(instance, options);
  // Set by the first loadPageTexts: from then on, every language is switched to with its page texts.
  let withPages = false;

  return {
    ...base,
    changeLocale: async (locale: string) => {
      if (!isUiLanguage(locale)) throw new Error(`Unsupported language "${locale}"`);
      const ready = await (withPages ? loadPages(locale) : ensureLoaded(instance, options.loaders, locale));
      // The page texts may have been asked for while the sign-in texts were loading.
      if (!ready || (withPages && !(await loadPages(locale)))) {
        throw new Error(`The messages for language "${locale}" could not be loaded`);
      }
      await base.changeLocale(locale);
      remember(options, locale);
    },
    addServerMessages: async (lang: string, messages: unknown) => {
      if (!isUiLanguage(lang)) return;
      await ensureLoaded(instance, options.loaders, lang);
      const safe = mergeMessages(messages);
      instance.addResourceBundle(lang, I18N_NAMESPACE, toI18nextMessages(safe), true, true);
    },
    loadPageTexts: async () => {
      withPages = true;
      const locale = instance.language as UiLanguage;
      if (!(await loadPages(locale)))
        throw new Error(`The page texts of language "${locale}" could not be loaded`);
    },
  };
};
