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

/** The keys whose texts break the glossary once the planted texts replace a language's own (for its tests). */
export const plantedKeys = (lang: UiLanguage, planted: Record<string, string>) =>
  [
    ...new Set(
      glossaryProblems(lang, { ...flatMessages(lang), ...planted }).map((problem) => problem.split(' ')[1]),
    ),
  ].sort();
