import type { TranslateFunction } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../../config';
import { SHEET_PROBLEM_CODES, type SheetProblemName } from '../../contract/sheetProblems';
import { responseError } from '../../dataProvider/response';
import da from '../../i18n/da';
import de from '../../i18n/de';
import en from '../../i18n/en';
import es from '../../i18n/es';
import fr from '../../i18n/fr';
import { flattenMessages, type Messages } from '../../i18n/messages';
import nl from '../../i18n/nl';
import sv from '../../i18n/sv';
import { fileErrorText } from './fileErrorText';

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };

/** The console's translate over one language's real texts: a missing key gives its `_` or the key itself. */
function translatorFor(lang: UiLanguage): TranslateFunction {
  const texts = flattenMessages(bundles[lang]);
  return (key: string, options: Record<string, unknown> = {}) => {
    const text = texts[key] ?? (typeof options._ === 'string' ? options._ : key);
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}

/** The error the data provider raises for the mock's refusal of a sheet. */
const refusal = (code: number, params: Record<string, unknown> = {}, message = 'Refused') =>
  responseError(400, { success: false, result: null, error: { code, message, params } });

const NAMED: Partial<Record<SheetProblemName, Record<string, unknown>>> = {
  missingHeaders: { names: ['Profile ID', 'Theme ID'] },
  unknownHeaders: { names: ['Colour'] },
  duplicateHeaders: { names: ['Room ID'] },
  duplicateRows: { names: ['dev-1 (rows 2, 5)'] },
  formula: { cell: 'C7' },
};
const problems = Object.keys(SHEET_PROBLEM_CODES) as SheetProblemName[];

describe('the message of a refused sheet', () => {
  it.each(UI_LANGUAGES)('names each problem on its own, with what it is about, in %s', (lang) => {
    const translate = translatorFor(lang);
    const generic = translate('dm.errors.something_went_wrong');
    const texts = problems.map((problem) => {
      const params = NAMED[problem] ?? {};
      const text = fileErrorText(translate, refusal(SHEET_PROBLEM_CODES[problem], params));
      expect(text, problem).not.toContain('dm.');
      expect(text, problem).not.toBe(generic);
      expect(text, problem).not.toContain('%{');
      for (const name of (params.names as string[] | undefined) ?? []) expect(text, problem).toContain(name);
      if (params.cell) expect(text, problem).toContain(params.cell);
      return text;
    });
    expect(new Set(texts).size).toBe(problems.length);
  });

  it('says what went wrong in general for a code that is no sheet problem', () => {
    const translate = translatorFor('de');
    expect(fileErrorText(translate, refusal(99_999, {}, ''))).toBe(
      translate('dm.errors.something_went_wrong'),
    );
    expect(fileErrorText(translate, new Error(''))).toBe(translate('dm.errors.something_went_wrong'));
  });
});
