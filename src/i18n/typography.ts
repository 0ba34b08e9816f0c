import type { UiLanguage } from '../config';
import { ruleProblems } from './typographyRules';

/** Each language's quotation marks and apostrophe: one style per language. */
export const QUOTES: Readonly<Record<UiLanguage, { open: string; close: string; apostrophe: string }>> = {
  en: { open: '“', close: '”', apostrophe: '’' },
  fr: { open: '«\u00a0', close: '\u00a0»', apostrophe: "'" },
  de: { open: '„', close: '“', apostrophe: '’' },
  nl: { open: '“', close: '”', apostrophe: '’' },
  sv: { open: '”', close: '”', apostrophe: '’' },
  da: { open: '»', close: '«', apostrophe: '’' },
  es: { open: '«', close: '»', apostrophe: '’' },
};

/** Every mark that quotes or elides somewhere; a language may use only its own. */
const MARKS = ['"', "'", '“', '”', '„', '‘', '’', '‚', '«', '»', '‹', '›'];

/**
 * Messages that name a button inside a sentence, and the button's own key: the sentence quotes the button's exact
 * label, so "Use Retry failed" reads as a name and not as words of the sentence.
 */
export const BUTTON_MENTIONS: Readonly<Record<string, string>> = {
  'dm.bulk.result.sessionRestored': 'dm.bulk.dialog.retryFailed',
  'dm.bulk.result.sessionHint': 'dm.bulk.dialog.retryFailed',
  'dm.qbicConfig.mini_display.message': 'dm.qbicConfig.open',
  'dm.qbicDrift.versions': 'dm.qbicRollout.setup.title',
  'dm.qbicDrift.confirm.version': 'dm.qbicRollout.setup.title',
};

const show = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '˽');

/** French: a narrow no-break space before ; ? !, a no-break space before a colon and inside « ». */
const frenchSpacing = (text: string): string[] => {
  const problems: string[] = [];
  for (const match of text.matchAll(/(.)([;?!])/gu))
    if (match[1] !== '\u202f' && !/[?!]/.test(match[1]))
      problems.push(`"${match[2]}" after "${show(match[1])}", not a narrow no-break space`);
  for (const match of text.matchAll(/(.):(?=\s|$)/gu))
    if (match[1] !== '\u00a0') problems.push(`":" after "${show(match[1])}", not a no-break space`);
  if (/«(?!\u00a0)/u.test(text)) problems.push('"«" without a no-break space after it');
  if (/(?<!\u00a0)»/u.test(text)) problems.push('"»" without a no-break space before it');
  return problems;
};

/** Quotation marks and apostrophes of one text that are not the language's, or quotes left open. */
const markProblems = (lang: UiLanguage, text: string): string[] => {
  const { open, close, apostrophe } = QUOTES[lang];
  const own = new Set([open.trim(), close.trim(), apostrophe]);
  const problems = MARKS.filter((mark) => !own.has(mark) && text.includes(mark)).map(
    (mark) => `"${mark}" is not a mark of this language`,
  );
  const opens = text.split(open.trim()).length - 1;
  const closes = text.split(close.trim()).length - 1;
  if (open === close ? opens % 2 !== 0 : opens !== closes) problems.push('a quotation is left open');
  return problems;
};

/**
 * Where a language's flat messages leave its typography: one readable line per problem, none when they keep to it.
 * The apostrophe may stand where it is also a closing quote (Swedish ”, English ’): it is checked as one mark.
 */
export function textProblems(lang: UiLanguage, messages: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    const found = [
      ...markProblems(lang, text),
      ...(lang === 'fr' ? frenchSpacing(text) : []),
      ...ruleProblems(lang, text),
    ];
    for (const problem of found) problems.push(`${key}: ${problem} in "${show(text)}"`);
  }
  return problems;
}

/** The problems of every text (above), and the buttons that a sentence names without quoting their label. */
export function typographyProblems(lang: UiLanguage, messages: Readonly<Record<string, string>>): string[] {
  const problems = textProblems(lang, messages);
  for (const [key, button] of Object.entries(BUTTON_MENTIONS)) {
    const quoted = `${QUOTES[lang].open}${messages[button]}${QUOTES[lang].close}`;
    if (!(messages[key] ?? '').includes(quoted))
      problems.push(`${key}: does not quote the button as ${quoted}`);
  }
  return problems;
}
