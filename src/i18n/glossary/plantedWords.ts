import type { UiLanguage } from '../../config';
import da from '../da';
import de from '../de';
import en from '../en';
import es from '../es';
import fr from '../fr';
import { flattenMessages, type Messages } from '../messages';
import nl from '../nl';
import sv from '../sv';
import { glossaryProblems } from './checkGlossary';

const bundles: Record<UiLanguage, Messages> = { en, fr, de, nl, sv, da, es };

/** A language's messages as flat keys, as the glossary check reads them. */
export const flatMessages = (lang: UiLanguage) => flattenMessages(bundles[lang]);

/**
 * The keys whose texts break the glossary once the planted texts replace a language's own (for its tests). Each
 * text is checked on its own and the language's own texts are clean (glossary.test.ts), so only the planted texts
 * are read: reading every text for each planting took seconds, past a busy machine's test timeout.
 */
export const plantedKeys = (lang: UiLanguage, planted: Record<string, string>) =>
  [
    ...new Set(
      glossaryProblems(lang, planted)
        .map((problem) => problem.split(' ')[1])
        .filter((key) => key in planted),
    ),
  ].sort();
