import type { UiLanguage } from '../../config';
import { GLOSSARY, type GlossaryEntry } from './glossary';

const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u');

/**
 * A test of a text for a word, made once per word: compiling a pattern of Unicode letter classes is what costs (seconds
 * for a check of every text), and a plain word is looked for as text first, which spares most texts the pattern.
 */
const wordTests = new Map<string, (text: string) => boolean>();
const wordTest = (word: string): ((text: string) => boolean) => {
  let test = wordTests.get(word);
  if (!test) {
    const pattern = wordPattern(word);
    test = /^[\p{L}\p{N} '’-]+$/u.test(word)
      ? (text) => text.includes(word) && pattern.test(text)
      : (text) => pattern.test(text);
    wordTests.set(word, test);
  }
  return test;
};

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
      const has = wordTest(word);
      for (const [key, text] of Object.entries(messages))
        if (!excepted.has(key) && has(text))
          problems.push(`${id}: ${key} says "${word}" ("${text}"), the glossary says "${term}"`);
    }
  }
  return problems;
}
