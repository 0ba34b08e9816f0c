import { describe, expect, it } from 'vitest';
import { createI18nProvider, type MessageLoaders } from './createI18nProvider';
import type { Messages } from './messages';
import englishPages from './afterSignIn/en';
import frenchPages from './afterSignIn/fr';
import englishSignIn from './signIn/en';
import frenchSignIn from './signIn/fr';

const PAGE_KEY = 'dm.qbicConfig.title';

/** The real sign-in and page texts of English and French, each load counted; `failFirst` loads fail that often. */
const setup = (failFirst = 0) => {
  const calls: string[] = [];
  let failures = failFirst;
  const serve = (name: string, messages: Messages) => () => {
    calls.push(name);
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new Error('chunk failed to load'));
    }
    return Promise.resolve(messages);
  };
  const pageLoaders: MessageLoaders = {
    en: serve('pages/en', englishPages),
    fr: serve('pages/fr', frenchPages),
  };
  const loaders: MessageLoaders = { fr: () => Promise.resolve(frenchSignIn) };
  const provider = createI18nProvider({
    english: englishSignIn,
    loaders,
    pageLoaders,
    storage: null,
    storageKey: 'dm.language',
    browserLanguages: ['en-GB'],
  });
  return { calls, provider };
};

describe("createI18nProvider: the texts of the shell's pages", () => {
  it('are not loaded with the sign-in texts, and are there once loadPageTexts resolves', async () => {
    const { calls, provider } = setup();
    const i18n = await provider;

    expect(i18n.translate('dm.login.submit')).toBe('Sign in');
    expect(i18n.translate(PAGE_KEY)).toBe(PAGE_KEY);
    expect(calls).toEqual([]);

    await i18n.loadPageTexts();
    expect(i18n.translate(PAGE_KEY)).toBe('Start configuration');
    await i18n.loadPageTexts();
    expect(calls).toEqual(['pages/en']);
  });

  it('are loaded in the new language before a switch resolves, once they have been asked for', async () => {
    const { calls, provider } = setup();
    const i18n = await provider;
    await i18n.changeLocale('fr');
    expect(calls).toEqual([]);
    await i18n.changeLocale('en');

    await i18n.loadPageTexts();
    await i18n.changeLocale('fr');

    expect(i18n.translate(PAGE_KEY)).toBe(frenchTitle());
    expect(frenchTitle()).not.toMatch(/^(Start configuration|)$/);
    expect(calls).toEqual(['pages/en', 'pages/fr']);
  });

  it('reject after a failed retry, and load when asked again', async () => {
    const { calls, provider } = setup(2);
    const i18n = await provider;

    await expect(i18n.loadPageTexts()).rejects.toThrow(/page texts of language "en"/);
    expect(i18n.translate(PAGE_KEY)).toBe(PAGE_KEY);
    await i18n.loadPageTexts();

    expect(i18n.translate(PAGE_KEY)).toBe('Start configuration');
    expect(calls).toEqual(['pages/en', 'pages/en', 'pages/en']);
  });

  it('never replace a server text that arrived first', async () => {
    const { provider } = setup();
    const i18n = await provider;

    await i18n.addServerMessages('en', { dm: { qbicConfig: { title: 'Configure players' } } });
    await i18n.loadPageTexts();

    expect(i18n.translate(PAGE_KEY)).toBe('Configure players');
    expect(i18n.translate('dm.qbicConfig.selection_one', { name: 'A', ip: '10.0.0.1' })).toBe('A (10.0.0.1)');
  });
});

/** French's own title of the configuration dialog. */
function frenchTitle(): string {
  const title = ((frenchPages.dm as Messages).qbicConfig as Messages).title;
  return typeof title === 'string' ? title : '';
}
