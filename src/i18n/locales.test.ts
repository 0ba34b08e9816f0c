import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../config';
import { chooseInitialLocale, isUiLanguage, LOCALES, toUiLanguage } from './locales';

describe('LOCALES', () => {
  it('lists exactly the seven bundled languages, each with a native and an English name', () => {
    expect(LOCALES.map((entry) => entry.locale)).toEqual([...UI_LANGUAGES]);
    expect(LOCALES.find((entry) => entry.locale === 'de')).toEqual({
      locale: 'de',
      name: 'Deutsch',
      englishName: 'German',
    });
    for (const entry of LOCALES) {
      expect(entry.name.length).toBeGreaterThan(0);
      expect(entry.englishName.length).toBeGreaterThan(0);
    }
  });
});

describe('toUiLanguage', () => {
  it('reads the language subtag in any case and with either separator', () => {
    expect(toUiLanguage('fr')).toBe('fr');
    expect(toUiLanguage('DA')).toBe('da');
    expect(toUiLanguage('nl-BE')).toBe('nl');
    expect(toUiLanguage('sv_FI')).toBe('sv');
  });

  it('gives undefined for languages that are not bundled and for nothing', () => {
    expect(toUiLanguage('nb-NO')).toBeUndefined();
    expect(toUiLanguage('')).toBeUndefined();
    expect(toUiLanguage(null)).toBeUndefined();
    expect(isUiLanguage('pt')).toBe(false);
    expect(isUiLanguage(42)).toBe(false);
  });
});

describe('chooseInitialLocale', () => {
  it('prefers the stored language when it is bundled', () => {
    expect(chooseInitialLocale('de', ['fr-FR', 'en-US'])).toBe('de');
  });

  it('falls back to the first bundled browser language when nothing usable is stored', () => {
    expect(chooseInitialLocale(null, ['pt-BR', 'es-MX', 'fr'])).toBe('es');
    expect(chooseInitialLocale('klingon', ['da-DK'])).toBe('da');
  });

  it('falls back to English when neither the store nor the browser names a bundled language', () => {
    expect(chooseInitialLocale(undefined, ['ja-JP', 'zh'])).toBe('en');
    expect(chooseInitialLocale('', [])).toBe('en');
  });
});
