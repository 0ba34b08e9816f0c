import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../config';
import { createI18nProvider } from './createI18nProvider';
import da from './da';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import { flattenMessages, type Messages } from './messages';
import nl from './nl';
import sv from './sv';
import { NUMBER_PLACEHOLDERS } from './typographyRules';

const english = flattenMessages(en);

/** Placeholders that carry a number of things (or a limit on one); a size, a length or a percent counts no word. */
const COUNTS = new Set(
  NUMBER_PLACEHOLDERS.filter((name) => !['size', 'percent', 'length', 'longest'].includes(name)),
);
/** Words after a count that do not agree with it: "3 of 5", "5 or less", "1 to 64", and units ("100 kB"). */
const NOT_COUNTED: Readonly<Record<UiLanguage, ReadonlySet<string>>> = {
  en: new Set(['of', 'or', 'to', 'and', 'from', 'more', 'kB']),
  // French "les 100 premiers": a limit in the hundreds, never one.
  fr: new Set(['sur', 'et', 'à', 'au', 'de', 'ko', 'premiers']),
  de: new Set(['von', 'bis', 'und', 'ein', 'sein', 'davon', 'kB']),
  nl: new Set(['van', 'tot', 'en', 'in', 'zijn', 'kB']),
  sv: new Set(['av', 'till', 'och', 'kB']),
  da: new Set(['af', 'til', 'og', 'kB']),
  es: new Set(['de', 'a', 'y', 'kB']),
};

/** The count placeholders of one text that qualify a word after them ("%{count} players", not "%{done} of"). */
const qualifyingCounts = (text: string, lang: UiLanguage): string[] =>
  Array.from(text.matchAll(/%\{(\w+)\}\s*(\p{L}+)/gu))
    .filter(([, name, word]) => COUNTS.has(name) && !NOT_COUNTED[lang].has(word))
    .map(([, name]) => name);

/**
 * A count that qualifies a word ("%{count} players selected") needs the forms of one and of several. A count
 * standing as a value ("Failed: %{count}", "of %{total}", "(%{number})") needs none. A message with forms agrees
 * with one count only: a second count that qualifies a word ("3 players, 1 failed" in a message whose forms follow
 * the players) would read "1 fallidos", so it must stand as a value too ("failed: 1").
 */
export const countsWithoutForms = (
  messages: Readonly<Record<string, string>>,
  lang: UiLanguage = 'en',
): string[] =>
  Object.entries(messages)
    .filter(([, text]) =>
      text
        .split(' |||| ')
        .some((form, _, forms) => new Set(qualifyingCounts(form, lang)).size > (forms.length > 1 ? 1 : 0)),
    )
    .map(([key]) => key)
    .sort();

const pluralKeys = Object.keys(english).filter((key) => english[key].includes(' |||| '));

/** The console's source without its messages and tests. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../i18n/**', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('plural forms', () => {
  it('every English message whose count qualifies a word has the forms of one and of several', () => {
    expect(countsWithoutForms(english)).toEqual([]);
  });

  const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };

  it.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s writes no count before a word where English has no forms',
    (lang) => {
      expect(countsWithoutForms(flattenMessages(bundles[lang]), lang)).toEqual([]);
    },
  );

  it('finds a count planted without forms, and lets a count stand as a value', () => {
    expect(
      countsWithoutForms({
        a: '%{count} players selected',
        b: 'A range may hold at most %{max} addresses.',
        c: 'Failed: %{count}',
        d: '%{done} of %{total}',
        e: 'The image is %{size} kB; the limit is %{max} kB.',
        f: '%{count} player selected |||| %{count} players selected',
        g: 'Wave 2: %{smart_count} player, %{failed} failed |||| Wave 2: %{smart_count} players, %{failed} failed',
        h: 'Wave 2: %{smart_count} player; failed: %{failed} |||| Wave 2: %{smart_count} players; failed: %{failed}',
      }),
    ).toEqual(['a', 'b', 'g']);
    expect(
      countsWithoutForms(
        {
          es: 'Oleada: %{smart_count} reproductor, %{failed} fallidos |||| Oleada: %{smart_count} reproductores',
        },
        'es',
      ),
    ).toEqual(['es']);
  });

  it('every call of a message with forms in the console passes smart_count', () => {
    const missing: string[] = [];
    let calls = 0;
    for (const [file, source] of Object.entries(SOURCES)) {
      for (const key of pluralKeys) {
        for (const match of source.matchAll(
          new RegExp(`translate\\(\\s*'${key.replace(/\./g, '\\.')}'`, 'g'),
        )) {
          const call = source.slice(match.index, match.index + 300);
          calls += 1;
          if (!/smart_count|countArgs\(/.test(call)) missing.push(`${key} in ${file}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(calls).toBeGreaterThan(10);
  });

  const provider = (lang: UiLanguage) =>
    createI18nProvider({
      english: en,
      loaders: { [lang]: () => Promise.resolve(bundles[lang]) },
      storage: null,
      storageKey: 'test.language',
      browserLanguages: [lang],
    });

  it.each(UI_LANGUAGES)('%s picks the form by its own plural rule', async (lang) => {
    const i18n = await provider(lang);
    const holds = (n: number) => i18n.translate('dm.qbic.ranges.count', { smart_count: n, count: n });
    expect(holds(1)).not.toContain('%{');
    expect(holds(1)).not.toBe(holds(2).replace('2', '1'));
    // French counts 0 as one ("0 adresse"); the other languages count it as several.
    expect(holds(0) === holds(1).replace('1', '0')).toBe(lang === 'fr');
    // French and Spanish have a form for millions, the same text as several.
    expect(holds(2_000_000)).toBe(holds(2).replace('2', '2000000'));
  });

  it('says "1 lecteur trouvé" and "12 lecteurs trouvés" in French', async () => {
    const i18n = await provider('fr');
    const done = (found: number) =>
      i18n.translate('dm.qbic.scan.done', { smart_count: found, found, total: 20 });
    expect(done(1)).toContain('1\u202flecteur trouvé');
    expect(done(12)).toContain('12\u202flecteurs trouvés');
  });
});
