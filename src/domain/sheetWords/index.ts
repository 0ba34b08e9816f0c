import type { LanguageCode } from '../../contract/languages';
import da from './da';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import nl from './nl';
import sv from './sv';

/**
 * The words of the downloaded sheets in each UI language: sheet names, column headers and the Help sheet. The
 * console bundles them as `dm.bulk.sheet` of the bulk domain, so translators find them with its other words and
 * the key-parity test holds them to the same shape.
 */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type SheetTexts = Texts<typeof en>;

export const SHEET_WORDS: Record<LanguageCode, SheetTexts> = { en, fr, de, nl, sv, da, es };
