import { isContentType, type ContentType } from './contentModel';

/** The content rule of 000 §3: which item appears in which app, as what, for whom, where and when. */
export const RULE_APPS = ['WP', 'FD', 'RD'] as const;
export type RuleApp = (typeof RULE_APPS)[number];
/** In the order a screen shows them: a popup first, then cards, then tiles. */
export const VIEW_AS = ['FULL_SCREEN_POPUP', 'HOME_SCREEN_CARD', 'ACTION_TILE', 'MENU_TILE'] as const;
type ViewAs = (typeof VIEW_AS)[number];
export const RULE_WHEN = ['APP_OPEN', 'FIRST_LOGIN', 'FIRST_LOGIN_IN_DAY'] as const;
export type RuleWhen = (typeof RULE_WHEN)[number];

export const RULE_NAME_MAX = 120;
export const RULE_DESCRIPTION_MAX = 500;

const member =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
export const isRuleApp = member(RULE_APPS);
export const isViewAs = member(VIEW_AS);
export const isRuleWhen = member(RULE_WHEN);

/** A rule as the backend answers and stores it: locations and users are comma-joined (000 §7). */
export interface ContentRule {
  id: string;
  name: string;
  app: RuleApp;
  contentId: string;
  contentType: ContentType | string;
  viewAs: ViewAs;
  when: RuleWhen;
  locations: string;
  users: string;
  minDuration: number;
  description: string;
  modifiedDate: string;
}

/** The body of POST and PUT /customcontent/rule: id null on create; id and modifiedDate on update. */
export type RulePayload = Omit<ContentRule, 'id' | 'modifiedDate'> & {
  id: string | null;
  modifiedDate?: string;
};

/** The form's values: lists are lists. */
export interface RuleFormValues {
  id?: string;
  name: string;
  app: RuleApp;
  contentId: string;
  contentType: string;
  viewAs: ViewAs;
  when: RuleWhen;
  locations: string[];
  users: string[];
  minDuration: number;
  description: string;
  modifiedDate?: string;
}

/** A comma list as its trimmed, non-empty, distinct members. */
export const splitList = (value: unknown): string[] => {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
};

/** A list comma-joined, as the backend takes it. */
export const joinList = (value: unknown): string => splitList(value).join(',');

export const emptyRule = (app: RuleApp = 'WP'): RuleFormValues => ({
  name: '',
  app,
  contentId: '',
  contentType: '',
  viewAs: 'MENU_TILE',
  when: 'APP_OPEN',
  locations: [],
  users: [],
  minDuration: 0,
  description: '',
});

const wholeNumber = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.round(number)) : 0;
};

/** What the form shows for a stored rule. */
export const ruleToForm = (rule: Partial<ContentRule>): RuleFormValues => ({
  ...emptyRule(isRuleApp(rule.app) ? rule.app : 'WP'),
  ...(rule.id ? { id: String(rule.id) } : {}),
  name: rule.name ?? '',
  contentId: rule.contentId ?? '',
  contentType: rule.contentType ?? '',
  viewAs: isViewAs(rule.viewAs) ? rule.viewAs : 'MENU_TILE',
  when: isRuleWhen(rule.when) ? rule.when : 'APP_OPEN',
  locations: splitList(rule.locations),
  users: splitList(rule.users),
  minDuration: wholeNumber(rule.minDuration),
  description: rule.description ?? '',
  ...(rule.modifiedDate ? { modifiedDate: rule.modifiedDate } : {}),
});

/** The body the backend takes for the form's values (create when there is no id). */
export const formToPayload = (values: Partial<RuleFormValues>): RulePayload => {
  const payload: RulePayload = {
    id: values.id ? String(values.id) : null,
    name: (values.name ?? '').trim(),
    app: isRuleApp(values.app) ? values.app : 'WP',
    contentId: values.contentId ?? '',
    contentType: values.contentType ?? '',
    viewAs: isViewAs(values.viewAs) ? values.viewAs : 'MENU_TILE',
    when: isRuleWhen(values.when) ? values.when : 'APP_OPEN',
    locations: joinList(values.locations),
    users: joinList(values.users),
    minDuration: wholeNumber(values.minDuration),
    description: (values.description ?? '').trim(),
  };
  if (payload.id && values.modifiedDate) payload.modifiedDate = values.modifiedDate;
  return payload;
};

/** The content type a rule takes from the item it shows: the item's type, or none while no item is chosen. */
export const contentTypeOfItem = (item: unknown): ContentType | '' => {
  const type = typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : undefined;
  return isContentType(type) ? type : '';
};

/** Zero-width characters and the byte-order mark: invisible, so never what tells two names apart. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * A rule name as the duplicate check (80004) compares it: Unicode NFKC (full-width letters become plain ones),
 * zero-width characters removed, runs of blanks made one space, no surrounding blanks, no case.
 */
const ruleNameKey = (name: string): string =>
  name.normalize('NFKC').replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Names that read the same count as one (see ruleNameKey). */
export const sameRuleName = (a: string, b: string): boolean => ruleNameKey(a) === ruleNameKey(b);
