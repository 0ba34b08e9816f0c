import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/createI18nProvider';
import de from '../../i18n/de';
import en from '../../i18n/en';
import { logoSizeIssue } from '../../domain/looks/themeModel';
import { issueMessage, toFormErrors } from './issueMessage';

/** react-admin's translate in German, with the console's real texts. */
const german = async () => {
  const i18n = await createI18nProvider({
    english: en,
    loaders: { de: () => Promise.resolve(de) },
    storage: { getItem: () => 'de', setItem: () => undefined },
    storageKey: 'test.language',
    browserLanguages: ['de'],
  });
  return (issue: { message: string; args: Record<string, string> }) =>
    i18n.translate(issue.message, issue.args);
};

describe('issueMessage', () => {
  it('writes the sizes of a too large image as German writes numbers', async () => {
    const issue = logoSizeIssue(2_345_000);
    if (!issue) throw new Error('an image of 2,345 kB is too large');
    const translate = await german();
    expect(translate(issueMessage(issue, 'de'))).toBe(
      'Das Bild hat 2.345 kB; erlaubt sind 100 kB. Wählen Sie ein kleineres Bild.',
    );
    expect(issueMessage(issue, 'en').args).toEqual({ size: '2,345', max: '100' });
  });

  it('turns the issues of a form into react-admin messages, numbers in the UI language', () => {
    expect(
      toFormErrors(
        { name: { code: 'out_of_range', args: { min: 1, max: 10_000 } }, color: { code: 'not_a_color' } },
        'de',
      ),
    ).toEqual({
      name: { message: 'dm.looks.validation.out_of_range', args: { min: '1', max: '10.000' } },
      color: { message: 'dm.looks.validation.not_a_color', args: {} },
    });
  });
});
