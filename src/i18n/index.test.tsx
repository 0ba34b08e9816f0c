import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storageKeys';

/** A fresh copy of the module, so its start-up reads the storage and browser as they are now. */
const freshModule = async () => {
  vi.resetModules();
  return import('./index');
};

describe('the console i18nProvider', () => {
  it('is ready on import, in English for an English browser with nothing stored', async () => {
    const { i18nProvider } = await freshModule();

    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('dm.app.title')).toBe('Device Manager');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it('starts in the language stored under dm.language, loaded from its own chunk', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'nl');
    const { i18nProvider } = await freshModule();

    expect(i18nProvider.getLocale()).toBe('nl');
    expect(i18nProvider.translate('dm.login.submit')).toBe('Aanmelden');
  });

  it('switches to each bundled language and remembers the choice', async () => {
    const { i18nProvider } = await freshModule();
    const saveIn: Record<string, string> = {};
    for (const lang of ['fr', 'de', 'nl', 'sv', 'da', 'es', 'en']) {
      await i18nProvider.changeLocale(lang);
      saveIn[lang] = i18nProvider.translate('dm.common.save');
    }

    expect(saveIn).toEqual({
      fr: 'Enregistrer',
      de: 'Speichern',
      nl: 'Opslaan',
      sv: 'Spara',
      da: 'Gem',
      es: 'Guardar',
      en: 'Save',
    });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('merges server messages over the bundled ones through addServerMessages', async () => {
    const { i18nProvider, addServerMessages } = await freshModule();

    await addServerMessages('da', { dm: { menu: { kiosk: 'Kiosk-skærme' } } });
    await i18nProvider.changeLocale('da');

    expect(i18nProvider.translate('dm.menu.kiosk')).toBe('Kiosk-skærme');
    expect(i18nProvider.translate('dm.menu.devices')).toBe('Enheder');
  });
});
