/**
 * English writes its labels, titles and buttons in sentence case ("Display type", "Selected floors"): only the first
 * word of a sentence and a name take a capital. A capital elsewhere is title case creeping back ("Display Type",
 * "Please Upload .xlsx File Only") unless the word is one of these names.
 */
const NAMES: readonly string[] = [
  'Device Manager',
  'Device Control',
  'Mini Display',
  'Mini Displays',
  'Kiosk',
  'Workplace',
  'Studio',
  'Wi-Fi',
  // Keys of the keyboard.
  'Enter',
  'Escape',
  'WebP',
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  // The spreadsheet program a sheet opens in.
  'Excel',
];

/**
 * Where a new sentence, a quote, an aside or a value begins: its first word takes a capital. A placeholder may end a
 * sentence of its own (`%{reason}` is one), so a word after it may open the next.
 */
const OPENING = /(^|[.!?:;·“(…]\s*|\|\|\|\|\s*)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_PATTERN = new RegExp(`\\b(${NAMES.map(escape).join('|')})(?![\\p{L}-])`, 'gu');

/** The capitalized words of a text that neither open a sentence nor belong to a name ("Type" in "Display Type"). */
export function titleCaseWords(text: string): string[] {
  const plain = text.replace(/%\{[\w-]*\}/g, '…').replace(NAME_PATTERN, (name) => name.toLowerCase());
  const found: string[] = [];
  for (const match of plain.matchAll(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}[\p{L}-]*/gu))
    if (!OPENING.test(plain.slice(0, match.index))) found.push(match[0]);
  return found;
}

/** The English texts with a title-case word, as "key: Word (text)", skipping the keys given (file formats). */
export function sentenceCaseProblems(
  messages: Readonly<Record<string, string>>,
  exceptKeys: readonly string[] = [],
): string[] {
  return Object.entries(messages)
    .filter(([key]) => !exceptKeys.some((prefix) => key.startsWith(prefix)))
    .flatMap(([key, text]) => titleCaseWords(text).map((word) => `${key}: ${word} ("${text}")`));
}
