import { describe, expect, it, vi } from 'vitest';
import type { UiLanguage } from '../config';
import { createI18nProvider, type I18nProviderOptions, type MessageLoaders } from './createI18nProvider';
import de from './de';
import en from './en';
import fr from './fr';
import type { Messages } from './messages';

const KEY = 'dm.language';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

/** Loaders that count their calls; de and fr serve the real bundles, sv never loads. */
const countingLoaders = () => {
  const calls: UiLanguage[] = [];
  const serve = (lang: UiLanguage, messages: Messages) => () => {
    calls.push(lang);
    return Promise.resolve(messages);
  };
  const loaders: MessageLoaders = {
    de: serve('de', de),
    fr: serve('fr', fr),
    sv: () => {
      calls.push('sv');
      return Promise.reject(new Error('chunk failed to load'));
    },
  };
  return { calls, loaders };
};

const setup = (overrides: Partial<I18nProviderOptions> = {}) => {
  const { calls, loaders } = countingLoaders();
  const storage = memoryStorage();
  const options: I18nProviderOptions = {
    english: en,
    loaders,
    storage,
    storageKey: KEY,
    browserLanguages: ['en-US'],
    ...overrides,
  };
  return { calls, storage: options.storage, provider: createI18nProvider(options) };
};

describe('createI18nProvider: start language', () => {
  it('starts in English with nothing stored and an unsupported browser language, loading no other bundle', async () => {
    const { calls, provider } = setup({ browserLanguages: ['ja-JP'] });
    const i18n = await provider;

    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('dm.login.submit')).toBe('Sign in');
    expect(calls).toEqual([]);
  });

  it('starts in the stored language, loaded before the provider resolves', async () => {
    const { calls, provider } = setup({ storage: memoryStorage({ [KEY]: 'de' }), browserLanguages: ['fr'] });
    const i18n = await provider;

    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');
    expect(i18n.translate('dm.devices.type.RD')).toBe('Raumdisplay');
    expect(calls).toEqual(['de']);
  });

  it('starts in the browser language when nothing usable is stored', async () => {
    const { provider } = setup({
      storage: memoryStorage({ [KEY]: 'xx' }),
      browserLanguages: ['fr-CA', 'de'],
    });
    const i18n = await provider;

    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('ra.action.cancel')).toBe('Annuler');
  });

  it('falls back to English when the start language cannot be loaded, after one retry', async () => {
    const { calls, provider } = setup({ storage: memoryStorage({ [KEY]: 'sv' }) });
    const i18n = await provider;

    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(calls).toEqual(['sv', 'sv']);
  });

  it('offers the seven languages with their native names', async () => {
    const i18n = await setup().provider;

    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'nl', name: 'Nederlands' },
      { locale: 'sv', name: 'Svenska' },
      { locale: 'da', name: 'Dansk' },
      { locale: 'es', name: 'Español' },
    ]);
  });
});

describe('createI18nProvider: translate', () => {
  it("fills react-admin's %{name} placeholders", async () => {
    const i18n = await setup().provider;

    expect(i18n.translate('ra.page.create', { name: 'Device' })).toBe('Create Device');
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 }),
    ).toBe('1–25 of 40');
  });

  it('picks the plural form from smart_count, including French "many" numbers', async () => {
    const { provider } = setup({ storage: memoryStorage({ [KEY]: 'fr' }) });
    const i18n = await provider;

    expect(i18n.translate('resources.devices.name', { smart_count: 1 })).toBe('Appareil');
    expect(i18n.translate('resources.devices.name', { smart_count: 2 })).toBe('Appareils');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 1_000_000 })).toBe(
      '1000000\u202féléments supprimés',
    );
  });

  it('answers the default text, else the key itself, for unknown keys, and never reads ":" as a namespace', async () => {
    const i18n = await setup().provider;

    expect(i18n.translate('dm.unknown.key', { _: 'Fallback text' })).toBe('Fallback text');
    expect(i18n.translate('dm.unknown.key')).toBe('dm.unknown.key');
    expect(i18n.translate('Serial: 1234')).toBe('Serial: 1234');
  });

  it('does not HTML-escape interpolated values (React escapes on render)', async () => {
    const i18n = await setup().provider;

    expect(i18n.translate('ra.action.create_item', { item: 'A & B <x>' })).toBe('Create A & B <x>');
  });
});

describe('createI18nProvider: changeLocale', () => {
  it('loads a language on first use, switches to it and remembers it', async () => {
    const { calls, storage, provider } = setup();
    const i18n = await provider;

    await i18n.changeLocale('de');

    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('dm.login.title')).toBe('Bei Device Manager anmelden');
    expect(storage?.getItem(KEY)).toBe('de');
    await i18n.changeLocale('en');
    await i18n.changeLocale('de');
    expect(calls).toEqual(['de']);
  });

  it('says the page language on the document from the start and after each switch', async () => {
    const documentElement = { lang: 'xx' };
    vi.stubGlobal('document', { documentElement });
    try {
      const i18n = await setup().provider;
      expect(documentElement.lang).toBe('en');
      await i18n.changeLocale('de');
      expect(documentElement.lang).toBe('de');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a language that is not bundled and keeps the current one', async () => {
    const { storage, provider } = setup();
    const i18n = await provider;

    await expect(i18n.changeLocale('pt')).rejects.toThrow('Unsupported language');
    expect(i18n.getLocale()).toBe('en');
    expect(storage?.getItem(KEY)).toBeNull();
  });

  it('rejects when a language cannot be loaded (after one retry) and keeps the current one', async () => {
    const { calls, storage, provider } = setup();
    const i18n = await provider;

    await expect(i18n.changeLocale('sv')).rejects.toThrow('could not be loaded');
    expect(calls).toEqual(['sv', 'sv']);
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(storage?.getItem(KEY)).toBeNull();
  });

  it('works without storage, and survives a storage that throws', async () => {
    const throwing = {
      getItem: vi.fn(() => {
        throw new Error('denied');
      }),
      setItem: vi.fn(() => {
        throw new Error('denied');
      }),
    };
    const withoutStorage = await setup({ storage: null }).provider;
    const withBrokenStorage = await setup({ storage: throwing, browserLanguages: ['de-AT'] }).provider;

    await withoutStorage.changeLocale('fr');
    expect(withoutStorage.getLocale()).toBe('fr');
    expect(withBrokenStorage.getLocale()).toBe('de');
    await withBrokenStorage.changeLocale('fr');
    expect(withBrokenStorage.translate('ra.action.save')).toBe('Enregistrer');
    expect(throwing.setItem).toHaveBeenCalledWith(KEY, 'fr');
  });
});

describe('createI18nProvider: addServerMessages', () => {
  it('overrides single texts of the current language and keeps the rest', async () => {
    const i18n = await setup().provider;

    await i18n.addServerMessages('en', {
      dm: { login: { title: 'Welcome back' } },
      message_redirect_notice: 'Go',
    });

    expect(i18n.translate('dm.login.title')).toBe('Welcome back');
    expect(i18n.translate('dm.login.submit')).toBe('Sign in');
    expect(i18n.translate('message_redirect_notice')).toBe('Go');
  });

  it('loads the bundled messages of a language first, so server texts add to them rather than replace them', async () => {
    const { calls, provider } = setup();
    const i18n = await provider;

    await i18n.addServerMessages('de', { dm: { common: { retry: 'Nochmal' } } });
    await i18n.changeLocale('de');

    expect(calls).toEqual(['de']);
    expect(i18n.translate('dm.common.retry')).toBe('Nochmal');
    expect(i18n.translate('dm.common.close')).toBe('Schließen');
  });

  it('understands plurals and placeholders in server texts, ignores unsupported languages and junk', async () => {
    const i18n = await setup().provider;

    await i18n.addServerMessages('en', {
      dm: { users: { found: '%{smart_count} user found |||| %{smart_count} users found', bad: 42 } },
    });
    await i18n.addServerMessages('pt', { dm: { login: { title: 'Entrar' } } });
    await i18n.addServerMessages('en', 'not an object');

    expect(i18n.translate('dm.users.found', { smart_count: 1 })).toBe('1 user found');
    expect(i18n.translate('dm.users.found', { smart_count: 3 })).toBe('3 users found');
    expect(i18n.translate('dm.users.bad')).toBe('dm.users.bad');
    expect(i18n.translate('dm.login.title')).toBe('Sign in to Device Manager');
  });
});
