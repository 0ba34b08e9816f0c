import type { UiLanguage } from '../../config';

/**
 * The product's own words, one per meaning and language (docs/glossary.md explains them). Every message key
 * named here must read exactly the term, and the words under `avoid` must not appear anywhere in that
 * language's texts, so that a tab cannot drift into a synonym.
 */
export interface GlossaryEntry {
  /** What the word means, in English. */
  meaning: string;
  /** Message keys that are this word alone. */
  keys: readonly string[];
  /** Message keys whose text holds this word among others (case aside), as "Kiosk (floor display)". */
  within?: readonly string[];
  terms: Readonly<Record<UiLanguage, string>>;
  /** Synonyms or traps that must not be used for this meaning, in any text of the language. */
  avoid?: Readonly<Partial<Record<UiLanguage, readonly string[]>>>;
  /** Message keys where the avoided words are right after all, because they say another meaning. */
  avoidExcept?: readonly string[];
}
