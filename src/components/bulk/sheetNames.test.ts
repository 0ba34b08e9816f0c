import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../config';
import da from '../../i18n/da';
import de from '../../i18n/de';
import en from '../../i18n/en';
import es from '../../i18n/es';
import fr from '../../i18n/fr';
import { flattenMessages } from '../../i18n/messages';
import nl from '../../i18n/nl';
import sv from '../../i18n/sv';

const bundles = { en, fr, de, nl, sv, da, es };
/** Spreadsheet programs refuse a sheet name over 31 characters or with one of these. */
const SHEET_NAME_MAX = 31;
const NOT_IN_SHEET_NAMES = /[[\]:*?/\\]/;
const NOT_IN_FILE_NAMES = /[<>:"/\\|?*]/;

describe('the names of the sheets and files the console writes', () => {
  it('keeps every sheet name whole (at most 31 characters) in every language', () => {
    for (const lang of UI_LANGUAGES) {
      const texts = flattenMessages(bundles[lang]);
      const names = Object.entries(texts).filter(
        ([key]) => key.startsWith('dm.bulk.sheet.names.') || /^dm\.bulk\.result\.\w*[sS]heetName$/.test(key),
      );
      expect(names.length, lang).toBeGreaterThanOrEqual(5);
      for (const [key, name] of names) {
        expect(name.length, `${lang} ${key}: ${name}`).toBeLessThanOrEqual(SHEET_NAME_MAX);
        expect(name, `${lang} ${key}`).not.toMatch(NOT_IN_SHEET_NAMES);
      }
    }
  });

  it('names the result files in the language of the person, with nothing a file system refuses', () => {
    for (const lang of UI_LANGUAGES) {
      const texts = flattenMessages(bundles[lang]);
      for (const key of ['dm.bulk.result.fileName', 'dm.bulk.result.playersFileName']) {
        expect(texts[key], `${lang} ${key}`).toMatch(/\S/);
        expect(texts[key], `${lang} ${key}`).not.toMatch(NOT_IN_FILE_NAMES);
      }
    }
    expect(flattenMessages(de)['dm.bulk.result.fileName']).not.toBe(
      flattenMessages(en)['dm.bulk.result.fileName'],
    );
  });
});
