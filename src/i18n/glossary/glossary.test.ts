import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../../config';
import da from '../da';
import de from '../de';
import en from '../en';
import es from '../es';
import fr from '../fr';
import { flattenMessages, type Messages } from '../messages';
import nl from '../nl';
import sv from '../sv';
import { GLOSSARY } from './glossary';

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };
const flat = (lang: UiLanguage) => flattenMessages(bundles[lang]);

describe('glossary: one word per meaning and language', () => {
  it.each(UI_LANGUAGES)('%s uses the glossary term at every key that names it', (lang) => {
    const messages = flat(lang);
    for (const [id, entry] of Object.entries(GLOSSARY))
      for (const key of entry.keys)
        expect(`${id} ${key}: ${messages[key]}`).toBe(`${id} ${key}: ${entry.terms[lang]}`);
  });

  it.each(UI_LANGUAGES)('%s never uses a synonym the glossary rules out', (lang) => {
    const messages = Object.entries(flat(lang));
    for (const [id, entry] of Object.entries(GLOSSARY))
      for (const word of entry.avoid?.[lang] ?? []) {
        const pattern = new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u');
        const uses = messages.filter(([, text]) => pattern.test(text)).map(([key]) => key);
        expect(uses, `${lang}: "${word}" instead of "${entry.terms[lang]}" (${id})`).toEqual([]);
      }
  });

  it.each(UI_LANGUAGES)('%s gives different meanings different words', (lang) => {
    const words = Object.values(GLOSSARY).map((entry) => entry.terms[lang]);
    const meanings = new Map<string, number>();
    for (const entry of Object.values(GLOSSARY))
      for (const other of Object.values(GLOSSARY))
        if (entry !== other && entry.terms[lang] === other.terms[lang])
          meanings.set(entry.terms[lang], (meanings.get(entry.terms[lang]) ?? 0) + 1);
    expect([...meanings.keys()]).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
  });
});
