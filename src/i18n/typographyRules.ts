import type { UiLanguage } from '../config';

/** Placeholders that carry a number: the space after them follows the language's number rule. */
export const NUMBER_PLACEHOLDERS = [
  'smart_count',
  'count',
  'number',
  'total',
  'done',
  'found',
  'scanned',
  'invalid',
  'toPush',
  'unchanged',
  'success',
  'failed',
  'succeeded',
  'max',
  'min',
  'size',
  'percent',
  'length',
  'longest',
];
const NUMBER = `(?:(?<![\\p{L}\\d.,:])\\d+|%\\{(?:${NUMBER_PLACEHOLDERS.join('|')})\\})`;

/** French words after a number that it does not count ("de 1 à 64", "10 sur 20"): a plain space is right there. */
const FRENCH_NOT_COUNTED = new Set([
  'à',
  'au',
  'aux',
  'et',
  'ou',
  'sur',
  'de',
  'des',
  'du',
  'par',
  'pour',
  'en',
]);

/** Languages that write a space between a number and "%" (German, Swedish, Danish, Spanish; French a narrow one). */
const SPACE_BEFORE_PERCENT: Readonly<Record<UiLanguage, boolean>> = {
  en: false,
  fr: true,
  de: true,
  nl: false,
  sv: true,
  da: true,
  es: true,
};

const show = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '˽');

/**
 * French: a narrow no-break space (U+202F) between a number and "%", its unit (ko, Mo) or the noun it counts, and
 * between the groups of its digits ("10 000"), so that a line never ends on the number.
 */
function frenchNumbers(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(
    new RegExp(`${NUMBER}([ \\u00a0\\u202f]?)(%(?!\\{)|\\p{L}+|\\d{3}(?!\\d))`, 'gu'),
  )) {
    const [whole, space, next] = match;
    if (space === '\u202f' || (next !== '%' && space === '') || FRENCH_NOT_COUNTED.has(next)) continue;
    problems.push(`"${show(whole)}" needs a narrow no-break space after the number`);
  }
  return problems;
}

/** "50%" in English and Dutch, "50 %" elsewhere (French: the narrow space above). */
function percentSpacing(lang: UiLanguage, text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(new RegExp(`${NUMBER}(\\s?)%(?!\\{)`, 'gu'))) {
    if ((match[1] !== '') !== SPACE_BEFORE_PERCENT[lang])
      problems.push(`"${show(match[0])}": ${SPACE_BEFORE_PERCENT[lang] ? 'a space' : 'no space'} before "%"`);
  }
  return problems;
}

/** An ellipsis follows its word with no space ("Wird geladen…"), in every language. */
const ellipsisSpacing = (text: string): string[] =>
  /\S\s+…/u.test(text) ? [`"…" after a space in "${show(text)}"`] : [];

/** Danish imperatives of -ere verbs without an accent ("Annuller", "Kontroller", "Kasser"), never "Annullér". */
const danishAccents = (text: string): string[] =>
  Array.from(text.matchAll(/\p{L}+ér(?!\p{L})/gu), ([word]) => `"${word}" has an accent; write it without`);

/**
 * Danish: a comma before every subordinate clause ("startkomma"), so before "når", "hvis", "fordi", "mens",
 * "hvor" after a word of the sentence, and before "der" or "som" that starts a clause about a noun
 * ("Reglen, der viser …").
 */
function danishCommas(text: string): string[] {
  const problems: string[] = [];
  const conjunction = /(\p{L}+) (når|hvis|fordi|mens|hvor) /gu;
  const relative = /(\p{L}+(?:en|et|ne|erne)) (der|som) (\p{L}+(?:r|de|te))\b/gu;
  const free = new Set(['og', 'eller', 'men', 'så', 'at', 'end', 'netop', 'også']);
  for (const match of [...text.matchAll(conjunction), ...text.matchAll(relative)])
    if (!free.has(match[1].toLowerCase())) problems.push(`no comma before "${match[2]}" after "${match[1]}"`);
  return problems;
}

/** The number, ellipsis, accent and comma rules of one text in one language. */
export function ruleProblems(lang: UiLanguage, text: string): string[] {
  return [
    ...(lang === 'fr' ? frenchNumbers(text) : percentSpacing(lang, text)),
    ...ellipsisSpacing(text),
    ...(lang === 'da' ? [...danishAccents(text), ...danishCommas(text)] : []),
  ];
}
