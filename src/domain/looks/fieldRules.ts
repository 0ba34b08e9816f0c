/**
 * Field rules shared by the console's forms and the mock server: one definition, so a value the form accepts
 * is one the server accepts. Each broken rule is an Issue, a code plus the numbers its message needs.
 */

export type IssueCode =
  | 'required'
  | 'too_long'
  | 'not_a_choice'
  | 'not_a_flag'
  | 'not_a_whole_number'
  | 'out_of_range'
  | 'not_a_color'
  | 'logo_type'
  | 'logo_too_large'
  | 'logo_unreadable'
  | 'logo_not_image'
  | 'type_fixed';

export interface Issue {
  code: IssueCode;
  args?: Record<string, number>;
}

export type Rule =
  | { kind: 'text'; max: number; required?: boolean }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'flag' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'color' };

export type Rules<K extends string = string> = Readonly<Record<K, Rule>>;
export type Issues<K extends string = string> = Partial<Record<K, Issue>>;

const COLOR = /^#[0-9a-f]{6}$/i;

/** Any record, typed or not: forms hold typed records, the server gets parsed JSON. */
export type Values = object;

/** The value of a field of any record. */
export const valueOf = (values: Values, field: string): unknown => (values as Record<string, unknown>)[field];

/** The issue of one value under its rule, or null when the value is fine. Text is judged trimmed. */
export function checkRule(value: unknown, rule: Rule): Issue | null {
  switch (rule.kind) {
    case 'text': {
      if (value === undefined || value === null || value === '') {
        return rule.required ? { code: 'required' } : null;
      }
      if (typeof value !== 'string') return { code: 'required' };
      const text = value.trim();
      if (rule.required && text === '') return { code: 'required' };
      return text.length > rule.max ? { code: 'too_long', args: { max: rule.max } } : null;
    }
    case 'choice':
      if (value === undefined || value === null || value === '') return { code: 'required' };
      return rule.choices.includes(value as string) ? null : { code: 'not_a_choice' };
    case 'flag':
      return typeof value === 'boolean' ? null : { code: 'not_a_flag' };
    case 'int':
      if (value === undefined || value === null || value === '') return { code: 'required' };
      if (typeof value !== 'number' || !Number.isInteger(value)) return { code: 'not_a_whole_number' };
      return value < rule.min || value > rule.max
        ? { code: 'out_of_range', args: { min: rule.min, max: rule.max } }
        : null;
    case 'color':
      if (value === undefined || value === null || value === '') return { code: 'required' };
      return typeof value === 'string' && COLOR.test(value) ? null : { code: 'not_a_color' };
  }
}

/** Every broken rule of a record, by field. */
export function checkFields<K extends string>(record: Values, rules: Rules<K>): Issues<K> {
  const issues: Issues<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const issue = checkRule(valueOf(record, field), rules[field]);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** The value stored for a field that passed its rule: text trimmed (empty optional text becomes ''). */
function cleanValue(value: unknown, rule: Rule): unknown {
  if (rule.kind === 'text') return typeof value === 'string' ? value.trim() : '';
  if (rule.kind === 'color') return (value as string).toLowerCase();
  return value;
}

/** Only the fields of the rules, cleaned; for records that passed checkFields. */
export function pickFields<K extends string>(record: Values, rules: Rules<K>) {
  return Object.fromEntries(
    (Object.keys(rules) as K[]).map((field) => [field, cleanValue(valueOf(record, field), rules[field])]),
  ) as Record<K, unknown>;
}

/** The translation key of an issue, as react-admin's validation messages take it. */
export const issueKey = (code: IssueCode): string => `dm.looks.validation.${code}`;
