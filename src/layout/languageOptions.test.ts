import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES, languageOptions } from './languageOptions';

describe('languageOptions', () => {
  it('keeps the server list in its order, dropping languages the console has no texts for', () => {
    const server = [
      { code: 'de', nativeReference: 'Deutsch', reference: 'German' },
      { code: 'it', nativeReference: 'Italiano', reference: 'Italian' },
      { code: 'en', nativeReference: 'English', reference: 'English' },
    ];
    expect(languageOptions(server).map((language) => language.code)).toEqual(['de', 'en']);
  });

  it('falls back to the seven bundled languages when the server gives nothing usable', () => {
    expect(languageOptions(undefined)).toEqual(BUNDLED_LANGUAGES);
    expect(languageOptions({ data: {} })).toEqual(BUNDLED_LANGUAGES);
    expect(languageOptions([{ code: 'xx' }])).toEqual(BUNDLED_LANGUAGES);
    expect(BUNDLED_LANGUAGES.map((language) => language.code)).toEqual([
      'en',
      'fr',
      'de',
      'nl',
      'sv',
      'da',
      'es',
    ]);
    expect(BUNDLED_LANGUAGES[2]).toEqual({ code: 'de', nativeReference: 'Deutsch', reference: 'German' });
  });
});
