import { CONTENT_TYPES } from '../../domain/content/contentModel';
import { RULE_APPS, VIEW_AS } from '../../domain/content/ruleModel';

/**
 * The display-type filter popup of 000 §2.4 for content rules: content app type (floor, room, workplace; the
 * desk, service and feedback displays shown but disabled), content type (picture, video, document, website,
 * and HTML) and view-as. Each kind filters one rule field; an empty kind does not filter.
 */
export interface FilterKind {
  field: 'app' | 'contentType' | 'viewAs';
  label: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
}

export const RULE_FILTER_KINDS: readonly FilterKind[] = [
  {
    field: 'app',
    label: 'dm.content.filter.app',
    options: [
      ...RULE_APPS.map((app) => ({ value: app, label: `dm.content.apps.${app}` })),
      ...['DD', 'SD', 'FED'].map((app) => ({ value: app, label: `dm.content.apps.${app}`, disabled: true })),
    ],
  },
  {
    field: 'contentType',
    label: 'dm.content.filter.content_type',
    options: CONTENT_TYPES.map((type) => ({ value: type, label: `dm.content.types.${type}` })),
  },
  {
    field: 'viewAs',
    label: 'dm.content.filter.view_as',
    options: VIEW_AS.map((viewAs) => ({ value: viewAs, label: `dm.content.view_as.${viewAs}` })),
  },
];

export type FilterChoices = Partial<Record<FilterKind['field'], string[]>>;

/** The choices as list filters: empty kinds left out, disabled options never sent. */
export const choicesToFilter = (choices: FilterChoices): Record<string, string[]> => {
  const filter: Record<string, string[]> = {};
  for (const kind of RULE_FILTER_KINDS) {
    const allowed = new Set(kind.options.filter((option) => !option.disabled).map((option) => option.value));
    const chosen = (choices[kind.field] ?? []).filter((value) => allowed.has(value));
    if (chosen.length > 0) filter[kind.field] = chosen;
  }
  return filter;
};

/** How many choices are active, for the filter button's badge. */
export const activeChoices = (filter: Record<string, unknown>): number =>
  RULE_FILTER_KINDS.reduce((sum, kind) => {
    const value = filter[kind.field];
    return sum + (Array.isArray(value) ? value.length : 0);
  }, 0);
