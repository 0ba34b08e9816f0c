import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../config';
import da from './da';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import { flattenMessages, placeholdersOf, type Messages } from './messages';
import nl from './nl';
import sv from './sv';
import { DYNAMIC_KEYS, TRANSLATED_VALUES, registeredValues, valuesInsideSentences } from './translatedValues';
import { translatedValuesOf, type PassedValue } from './translatedValuesScan';

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };
const flat = Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, flattenMessages(bundles[lang])])) as Record<
  UiLanguage,
  Record<string, string>
>;

/** The console's source without its messages and tests. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../i18n/**', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const relative = (path: string) => path.replace(/^\.\.\//, '');
/** Every translated value the console passes, a variable key replaced by the keys it can hold. */
const passed: PassedValue[] = Object.entries(SOURCES).flatMap(([path, source]) =>
  translatedValuesOf(relative(path), source).flatMap((value) =>
    value.key === '<dynamic>'
      ? (DYNAMIC_KEYS[value.file] ?? ['<dynamic>']).map((key) => ({ ...value, key }))
      : [value],
  ),
);
/** The keys a pattern (`dm.content.preview.reasons.*`) stands for. */
const keysOf = (pattern: string) =>
  pattern.endsWith('*')
    ? Object.keys(flat.en).filter((key) => key.startsWith(pattern.slice(0, -1)))
    : [pattern];

describe('translated words passed into messages', () => {
  it('finds the calls that pass translated words (the scan is not blind)', () => {
    const seen = new Set(passed.map(({ key, name }) => `${key} ${name}`));
    expect(seen).toContain('dm.content.files.replaced language');
    expect(seen).toContain('dm.bulk.rows.otherType rowType');
    expect(seen).toContain('dm.bulk.summary.missingFields fields');
    expect(seen).toContain('dm.content.not_saved reason');
  });

  it('every call that passes a translated word goes to a message registered for it', () => {
    const unregistered = passed
      .filter(({ key, name }) => keysOf(key).some((one) => placeholdersOf(flat.en[one] ?? '').includes(name)))
      .filter(({ key, name }) => !registeredValues(key)?.[name])
      .map(({ key, name, file }) => `${key} %{${name}} in ${file}`);
    expect(unregistered).toEqual([]);
  });

  it.each(UI_LANGUAGES)('%s lets every translated value stand apart, never inside a sentence', (lang) => {
    const problems = Object.entries(TRANSLATED_VALUES).flatMap(([pattern, values]) =>
      keysOf(pattern).flatMap((key) =>
        valuesInsideSentences(flat[lang][key] ?? '', values).map((problem) => `${key}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('every registered key exists and names its values', () => {
    const wrong = Object.entries(TRANSLATED_VALUES).filter(([pattern, values]) =>
      keysOf(pattern).every((key) =>
        Object.keys(values).some((name) => !placeholdersOf(flat.en[key] ?? '').includes(name)),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a label or a state dropped into a sentence', () => {
    const label = { state: 'label' } as const;
    expect(valuesInsideSentences('Le lecteur indique Wi-Fi %{state}.', label)).toHaveLength(1);
    expect(valuesInsideSentences('Remplacer le fichier en %{state}', label)).toHaveLength(1);
    expect(valuesInsideSentences('%{state} manquant', label)).toHaveLength(1);
    expect(valuesInsideSentences('Remplacer le fichier (%{state})', label)).toEqual([]);
    expect(valuesInsideSentences('%{state} : aucune valeur', label)).toEqual([]);
    expect(valuesInsideSentences('Nothing was saved: %{state} Try again.', label)).toHaveLength(1);
    expect(valuesInsideSentences('Nothing was saved: %{state} Try again.', { state: 'sentence' })).toEqual(
      [],
    );
  });

  it('finds a translated word passed directly, through a variable or a spread', () => {
    const source = `
      const language = languageName(file.lang, locale);
      const values = { field: label(translate, field), id };
      translate('a.direct', { status: translate(key), count: 3 });
      notify('a.notified', { type: 'info', messageArgs: { language } });
      translate('a.spread', { ...values, building });
      translate(\`a.template.\${kind}\`, { when: translate(when) });
      translate('a.plain', { name: record.name });
      const t = (key: string, options?: object) => translate(\`dm.rollout.\${key}\`, options);
      t('failedPlayer', { name, reason: t('reason.failed') });`;
    expect(translatedValuesOf('x.tsx', source).map(({ key, name }) => `${key} ${name}`)).toEqual([
      'a.direct status',
      'a.notified language',
      'a.spread field',
      'a.template.* when',
      'dm.rollout.failedPlayer reason',
    ]);
  });
});
