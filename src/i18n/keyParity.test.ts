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

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };
const flat = Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, flattenMessages(bundles[lang])])) as Record<
  UiLanguage,
  Record<string, string>
>;
const english = flat.en;
const englishKeys = Object.keys(english).sort();
const others = UI_LANGUAGES.filter((lang) => lang !== 'en');

/** At most this share of a language's texts may equal English (names such as "OS", "Status", "Kiosk"). */
const MAX_IDENTICAL_SHARE = 0.1;
/** A domain (dm.<name>, resources.<name>) of at least this many texts is checked on its own too … */
const DOMAIN_MIN_KEYS = 6;
/** … and may equal English for at most this share: a domain copied over untranslated fails. */
const MAX_IDENTICAL_SHARE_PER_DOMAIN = 0.5;

/**
 * The published French pack words these without the resource name ("cet élément", "Aucun résultat"),
 * which avoids French gender agreement with a name it cannot know; Spanish does the same ("este elemento",
 * never "este regla de contenido"). Dropping a placeholder is harmless; anywhere else every placeholder must be
 * kept, and no language may add one English lacks.
 */
const PUBLISHED_PACK_OMISSIONS: Partial<Record<UiLanguage, readonly string[]>> = {
  fr: [
    'ra.message.bulk_delete_content',
    'ra.message.bulk_update_content',
    'ra.message.delete_content',
    'ra.navigation.no_filtered_results',
    'ra.navigation.no_results',
  ],
  es: ['ra.message.bulk_delete_content', 'ra.message.bulk_update_content', 'ra.message.delete_content'],
};

const pluralForms = (message: string) => message.split(' |||| ').length;
const domainOf = (key: string) => key.split('.').slice(0, 2).join('.');
/** Texts made only of placeholders ('%{name} %{recordRepresentation}') have nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/%\{[\w-]*\}/g, ''));
const identicalKeys = (lang: UiLanguage) =>
  englishKeys.filter((key) => flat[lang][key] === english[key] && hasWords(english[key]));

describe('bundled messages', () => {
  it('English has the react-admin tree and the shell texts', () => {
    expect(english['ra.action.save']).toBe('Save');
    expect(english['dm.app.title']).toBe('Device Manager');
    expect(english['resources.devices.name']).toBe('Device |||| Devices');
  });

  it.each(others)('%s has exactly the keys of English', (lang) => {
    const keys = new Set(Object.keys(flat[lang]));
    const missing = englishKeys.filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !(key in english)).sort();
    expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
  });

  it.each(UI_LANGUAGES)('%s has no empty text (a blank only where English has one)', (lang) => {
    const empty = Object.entries(flat[lang])
      .filter(([key, text]) => text.trim() === '' && english[key]?.trim() !== '')
      .map(([key]) => key);
    expect({ lang, empty }).toEqual({ lang, empty: [] });
  });

  it.each(others)('%s uses the same placeholders and plural forms as English in every text', (lang) => {
    const mayOmit = new Set(PUBLISHED_PACK_OMISSIONS[lang]);
    const mismatched = englishKeys.filter((key) => {
      const text = flat[lang][key] ?? '';
      const expected = placeholdersOf(english[key]);
      const found = placeholdersOf(text);
      const placeholdersOk = mayOmit.has(key)
        ? found.every((name) => expected.includes(name))
        : found.join() === expected.join();
      return !placeholdersOk || pluralForms(text) !== pluralForms(english[key]);
    });
    expect({ lang, mismatched }).toEqual({ lang, mismatched: [] });
  });

  it.each(others)('%s is a translation, not a copy of English', (lang) => {
    const same = identicalKeys(lang);
    expect(
      same.length / englishKeys.length,
      `${lang} equals English for: ${same.join(', ')}`,
    ).toBeLessThanOrEqual(MAX_IDENTICAL_SHARE);
  });

  it.each(others)('%s translates each domain, not just the bulk of the texts', (lang) => {
    const same = new Set(identicalKeys(lang));
    const domains = [...new Set(englishKeys.map(domainOf))];
    const copied = domains.filter((domain) => {
      const keys = englishKeys.filter((key) => domainOf(key) === domain);
      const identical = keys.filter((key) => same.has(key)).length;
      return keys.length >= DOMAIN_MIN_KEYS && identical / keys.length > MAX_IDENTICAL_SHARE_PER_DOMAIN;
    });
    expect({ lang, copied }).toEqual({ lang, copied: [] });
  });
});

describe('domain files', () => {
  const domainFiles = import.meta.glob<Messages>('./domains/*/en.ts', { eager: true, import: 'default' });

  it('every domain has a file for each of the seven languages', () => {
    const files = Object.keys(import.meta.glob('./domains/*/*.ts'));
    for (const path of Object.keys(domainFiles)) {
      for (const lang of UI_LANGUAGES) expect(files).toContain(path.replace(/en\.ts$/, `${lang}.ts`));
    }
  });

  it('no two domains define the same key (one would silently hide the other)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [path, messages] of Object.entries(domainFiles)) {
      for (const key of Object.keys(flattenMessages(messages))) {
        const first = owner.get(key);
        if (first) clashes.push(`${key} in ${first} and ${path}`);
        else owner.set(key, path);
      }
    }
    expect(clashes).toEqual([]);
  });
});
