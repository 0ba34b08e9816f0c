/**
 * Every message that receives a translated word as a value (a field's label, a status, a display type, a
 * language's name, another message as a reason), and the placeholders that receive it. Such a value is never a
 * word of the sentence, where it would need an article, a case or an agreement the message cannot know
 * ("Le lecteur indique Wi-Fi Activé"): it stands apart, as a label before a colon, after one, in parentheses or
 * in quotes. A state word gets one message per state instead (`dm.qbicConfig.wifi.reported_enabled`).
 *
 * `label`: a word or a list of words; `sentence`: a whole translated message (a reason), which may also be
 * followed by a sentence of its own. `translatedValues.test.ts` scans the console's calls: a call that passes a
 * translated word to a message not listed here fails, and so does a listed value that stands inside a sentence in
 * any language. A key ending in `*` stands for every key it begins.
 */
export type ValueKind = 'label' | 'sentence';

export const TRANSLATED_VALUES: Readonly<Record<string, Readonly<Record<string, ValueKind>>>> = {
  'dm.content.files.replace_label': { language: 'label' },
  'dm.content.files.replaced': { language: 'label' },
  'dm.content.form.choose_file_label': { language: 'label' },
  'dm.workplace.theme.chooseFileFor': { logo: 'label' },
  'dm.bulk.rows.missing': { field: 'label' },
  'dm.bulk.rows.unknown': { field: 'label' },
  'dm.bulk.rows.otherType': { field: 'label', type: 'label', rowType: 'label' },
  'dm.bulk.rows.otherBuilding': { field: 'label' },
  'dm.bulk.rows.typeNotInBulk': { type: 'label' },
  'dm.bulk.rows.change': { field: 'label', before: 'label', after: 'label' },
  'dm.bulk.summary.missingFields': { fields: 'label' },
  'dm.bulk.summary.invalidFields': { fields: 'label' },
  'dm.qbicConfig.blocked.incomplete': { groups: 'label' },
  'dm.content.url_type.mismatch': { type: 'label' },
  'dm.content.preview.reasons.*': { when: 'label' },
  'dm.common.labelled': { label: 'label', text: 'sentence' },
  'dm.devicesTab.chart.part': { status: 'label' },
  'dm.devicesTab.configure.missing': { fields: 'label' },
  'dm.devicesTab.configure.title': { type: 'label' },
  'dm.qbicRollout.subheader': { kind: 'label' },
  'dm.qbicDrift.confirm.change': { field: 'label', from: 'label', to: 'label' },
  'dm.qbicRollout.failedPlayer': { reason: 'label' },
  'dm.shell.turned_away': { from: 'label', to: 'label' },
  // A list of players by name and address, the last item perhaps "3 more": it stands after a colon.
  'dm.qbic.scan.silent': { players: 'label' },
  'dm.qbic.scan.scheduledOff': { players: 'label' },
  'dm.activity.notKept': { action: 'label' },
  'dm.activity.details.change': { field: 'label', before: 'label', after: 'label' },
  'dm.activity.revert.title': { action: 'label' },
  'dm.activity.revert.incomplete': { fields: 'label' },
  // react-admin's column headers pass the field's label and the translated order.
  'ra.sort.sort_by': { field: 'label', order: 'label' },
  'dm.content.download.failed': { reason: 'sentence' },
  'dm.content.not_saved': { reason: 'sentence' },
  'dm.qbicConfig.load_failed': { reason: 'sentence' },
  'dm.qbicDrift.baseline_unreadable': { reason: 'sentence' },
  'dm.qbicDrift.sheet.not_recorded': { reason: 'sentence' },
  'dm.activity.export.failed': { reason: 'sentence' },
  'dm.activity.revert.readError': { reason: 'sentence' },
  'dm.activity.revert.unread': { reason: 'sentence' },
};

/**
 * Calls whose message key is a variable, and the keys it can hold (the file is named as the scan finds it).
 */
export const DYNAMIC_KEYS: Readonly<Record<string, readonly string[]>> = {
  'resources/contentItems/useContentErrors.ts': ['dm.content.not_saved'],
};

/** Functions of the console that return translated words, besides `translate` itself. */
export const TRANSLATING_HELPERS: readonly string[] = [
  'translate',
  'label',
  'faultLabels',
  'languageName',
  'changeValue',
];

/** The registered kinds of a key's values (a `*` entry covers the keys it begins). */
export const registeredValues = (key: string): Readonly<Record<string, ValueKind>> | undefined =>
  TRANSLATED_VALUES[key] ??
  Object.entries(TRANSLATED_VALUES).find(
    ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
  )?.[1];

const OPENERS = /(^|[:(«„“”»‘’'"→—·]\s*)$/u;
const CLOSERS = /^(\s*[:()»“”«’'";.,→—·]|\s*$)/u;
const NEW_SENTENCE = /^\s+\p{Lu}/u;

/**
 * Where a value stands inside a sentence in one text: one line per placeholder that has words of the sentence
 * right before or right after it. A label stands after a start, a colon, an opening parenthesis or quote (or an
 * arrow or a dot between parts) and before an end, a colon, a closing parenthesis or quote or a punctuation
 * mark; a sentence may also be followed by a sentence.
 */
export function valuesInsideSentences(text: string, values: Readonly<Record<string, ValueKind>>): string[] {
  const problems: string[] = [];
  for (const form of text.split(' |||| ')) {
    for (const match of form.matchAll(/%\{(\w+)\}/g)) {
      const kind = values[match[1]];
      if (!kind) continue;
      const before = form.slice(0, match.index);
      const after = form.slice(match.index + match[0].length);
      const apartBefore = OPENERS.test(before);
      const apartAfter = CLOSERS.test(after) || (kind === 'sentence' && NEW_SENTENCE.test(after));
      if (!apartBefore || !apartAfter) problems.push(`%{${match[1]}} inside "${form}"`);
    }
  }
  return problems;
}
