import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import type { DeviceSheetColumn } from '../../src/domain/deviceBulk';
import type { PlayerSheetColumn } from '../../src/domain/playerBulk';
import da from '../../src/i18n/domains/bulk/da';
import de from '../../src/i18n/domains/bulk/de';
import en from '../../src/i18n/domains/bulk/en';
import es from '../../src/i18n/domains/bulk/es';
import fr from '../../src/i18n/domains/bulk/fr';
import nl from '../../src/i18n/domains/bulk/nl';
import sv from '../../src/i18n/domains/bulk/sv';
import type { ColumnNames } from './headers';

/**
 * The words of the downloaded sheets in each UI language: sheet names, column headers and the Help sheet. They
 * are the console's own translations (`dm.bulk.sheet` of the bulk domain), so translators find them there and
 * the key-parity test holds them to the same shape.
 */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type SheetTexts = Texts<typeof en.dm.bulk.sheet>;

const TEXTS: Record<LanguageCode, SheetTexts> = {
  en: en.dm.bulk.sheet,
  fr: fr.dm.bulk.sheet,
  de: de.dm.bulk.sheet,
  nl: nl.dm.bulk.sheet,
  sv: sv.dm.bulk.sheet,
  da: da.dm.bulk.sheet,
  es: es.dm.bulk.sheet,
};

/** The language a request asks for (`?language=`), English when it names none the console has. */
export const sheetLanguage = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : 'en');

export const sheetTexts = (language: LanguageCode): SheetTexts => TEXTS[language];

/** English first, then the others: every language's words for one part of the sheet. */
const everyLanguage = <T>(pick: (texts: SheetTexts) => T): T[] =>
  ['en', ...LANGUAGE_CODES.filter((code) => code !== 'en')].map((code) => pick(TEXTS[code as LanguageCode]));

function columnNames<K extends string>(
  pick: (texts: SheetTexts) => Record<K, string>,
  language: LanguageCode,
): ColumnNames<K> {
  const labels = pick(TEXTS[language]);
  const names = Object.fromEntries(
    (Object.keys(labels) as K[]).map((column) => [column, everyLanguage((texts) => pick(texts)[column])]),
  ) as Record<K, string[]>;
  return { names, labels };
}

/** The Devices sheet's columns, known by their header in any language, reported in `language`. */
export const deviceColumns = (language: LanguageCode): ColumnNames<DeviceSheetColumn> =>
  columnNames((texts) => texts.columns, language);

/** The player sheet's columns, known by their header in any language, reported in `language`. */
export const playerColumns = (language: LanguageCode): ColumnNames<PlayerSheetColumn> =>
  columnNames((texts) => texts.players, language);

/** Names the sheet to read may have, in every language (an upload prefers it over the other sheets). */
export const sheetNames = (kind: keyof SheetTexts['names']): string[] => [
  ...new Set(everyLanguage((texts) => texts.names[kind])),
];
