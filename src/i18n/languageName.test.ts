import { describe, expect, it } from 'vitest';
import { languageName } from './languageName';

describe('a language named in a sentence', () => {
  it('is named in the language of the console, not in itself', () => {
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('es', 'nl')).toBe('Spaans');
    expect(languageName('de', 'sv')).toBe('tyska');
    expect(languageName('fr', 'de')).toBe('Französisch');
    expect(languageName('fr', 'en')).toBe('French');
  });

  it('keeps a code it cannot name', () => {
    expect(languageName('not a code', 'fr')).toBe('not a code');
  });
});
