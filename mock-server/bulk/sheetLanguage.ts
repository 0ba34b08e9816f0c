import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import type { DeviceSheetColumn } from '../../src/domain/deviceBulk';
import type { PlayerSheetColumn } from '../../src/domain/playerBulk';
import { SHEET_WORDS as TEXTS, type SheetTexts } from '../../src/domain/sheetWords';
import type { ColumnNames } from './headers';

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
