import type { UiLanguage } from '../../config';
import { GLOSSARY, type GlossaryEntry } from './glossary';

const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u');

/**
 * Where a language's flat messages leave the glossary: a key of a term that reads otherwise or lacks it, or a ruled-out word in
 * any text (but the keys the entry excepts). One readable line per problem; none when the language keeps to it.
 */
export function glossaryProblems(
  lang: UiLanguage,
  messages: Readonly<Record<string, string>>,
  glossary: Readonly<Record<string, GlossaryEntry>> = GLOSSARY,
): string[] {
  const problems: string[] = [];
  for (const [id, entry] of Object.entries(glossary)) {
    const term = entry.terms[lang];
    for (const key of entry.keys)
      if (messages[key] !== term) problems.push(`${id}: ${key} reads "${messages[key]}", not "${term}"`);
    for (const key of entry.within ?? [])
      if (!(messages[key] ?? '').toLocaleLowerCase(lang).includes(term.toLocaleLowerCase(lang)))
        problems.push(`${id}: ${key} reads "${messages[key]}", without "${term}"`);
    const excepted = new Set(entry.avoidExcept ?? []);
    for (const word of entry.avoid?.[lang] ?? []) {
      const pattern = wordPattern(word);
      for (const [key, text] of Object.entries(messages))
        if (!excepted.has(key) && pattern.test(text))
          problems.push(`${id}: ${key} says "${word}" ("${text}"), the glossary says "${term}"`);
    }
  }
  return problems;
}
