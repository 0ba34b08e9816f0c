import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '../../config';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import da from '../../i18n/da';
import de from '../../i18n/de';
import en from '../../i18n/en';
import es from '../../i18n/es';
import fr from '../../i18n/fr';
import nl from '../../i18n/nl';
import sv from '../../i18n/sv';

const bundles = { en, fr, de, nl, sv, da, es };
const ACTIONS = ['created', 'updated', 'deleted'] as const;

/** The toast react-admin shows after a save or delete: its resource's notification, else the generic one. */
async function toasts(lang: UiLanguage, resource: 'profiles' | 'themes') {
  const i18n = await createI18nProvider({
    english: en,
    loaders: {
      fr: async () => fr,
      de: async () => de,
      nl: async () => nl,
      sv: async () => sv,
      da: async () => da,
      es: async () => es,
    },
    storage: null,
    storageKey: 'test.language',
    browserLanguages: [lang],
  });
  if (i18n.getLocale() !== lang) await i18n.changeLocale(lang);
  return ACTIONS.map((action) => {
    const generic = i18n.translate(`ra.notification.${action}`, { smart_count: 1 });
    return {
      generic,
      text: i18n.translate(`resources.${resource}.notifications.${action}`, { smart_count: 1, _: generic }),
    };
  });
}

describe('profile and theme toasts', () => {
  it('name what was created, saved or deleted in English', async () => {
    const texts = async (resource: 'profiles' | 'themes') =>
      (await toasts('en', resource)).map(({ text }) => text);
    expect(await texts('profiles')).toEqual(['Profile created', 'Profile saved', 'Profile deleted']);
    expect(await texts('themes')).toEqual(['Theme created', 'Theme saved', 'Theme deleted']);
  });

  it.each(Object.keys(bundles) as UiLanguage[])(
    'are specific, not the generic element toasts, in %s',
    async (lang) => {
      for (const resource of ['profiles', 'themes'] as const) {
        const texts = await toasts(lang, resource);
        expect(new Set(texts.map(({ text }) => text)).size).toBe(3);
        for (const { generic, text } of texts) {
          expect(text).not.toBe(generic);
          expect(text).not.toMatch(/notifications/);
        }
      }
    },
  );
});
