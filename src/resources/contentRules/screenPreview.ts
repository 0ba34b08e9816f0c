import type { ContentItem } from '../../domain/content/contentModel';
import {
  splitList,
  VIEW_AS,
  type ContentRule,
  type RuleApp,
  type RuleWhen,
} from '../../domain/content/ruleModel';

/**
 * "What will this screen show": the tenant's rules evaluated for one app, place, person and moment. A rule
 * applies when its app is the app, its moment happens (a first login is also the first login of the day, and
 * both are an app opening), the place is one of its locations or inside one (none means everywhere), the
 * person is one of its users (none means everyone, names compared without case), and its content exists.
 * Applying rules are ordered as a screen shows them — the full-screen popup, home-screen cards, action tiles,
 * menu tiles — newest change first within each; only one popup can show, so later ones are skipped.
 */
type SkipReason =
  'other_app' | 'other_when' | 'other_location' | 'other_user' | 'content_missing' | 'popup_taken';

export interface PreviewInput {
  app: RuleApp;
  locationId: string | null;
  user: string;
  moment: RuleWhen;
}

interface ShownContent {
  rule: ContentRule;
  item: ContentItem;
}

interface SkippedRule {
  rule: ContentRule;
  reasons: SkipReason[];
}

export interface PreviewResult {
  shown: ShownContent[];
  skipped: SkippedRule[];
}

/** The rule moments that happen at a moment. */
const HAPPENING: Readonly<Record<RuleWhen, ReadonlySet<RuleWhen>>> = {
  APP_OPEN: new Set(['APP_OPEN']),
  FIRST_LOGIN_IN_DAY: new Set(['APP_OPEN', 'FIRST_LOGIN_IN_DAY']),
  FIRST_LOGIN: new Set(['APP_OPEN', 'FIRST_LOGIN_IN_DAY', 'FIRST_LOGIN']),
};

/** The place and every place that contains it. */
export const placeAndParents = (
  locationId: string | null,
  parentOf: (id: string) => string | null,
): Set<string> => {
  const places = new Set<string>();
  let current = locationId;
  while (current && !places.has(current)) {
    places.add(current);
    current = parentOf(current);
  }
  return places;
};

const viewOrder = (rule: ContentRule): number => {
  const index = VIEW_AS.indexOf(rule.viewAs);
  return index < 0 ? VIEW_AS.length : index;
};

const byScreenOrder = (a: ContentRule, b: ContentRule): number =>
  viewOrder(a) - viewOrder(b) ||
  (a.modifiedDate < b.modifiedDate ? 1 : a.modifiedDate > b.modifiedDate ? -1 : 0) ||
  a.name.localeCompare(b.name);

export const evaluateRules = (
  rules: readonly ContentRule[],
  items: ReadonlyMap<string, ContentItem>,
  input: PreviewInput,
  parentOf: (id: string) => string | null = () => null,
): PreviewResult => {
  const places = placeAndParents(input.locationId, parentOf);
  const user = input.user.trim().toLowerCase();
  const happening = HAPPENING[input.moment];
  const applying: ContentRule[] = [];
  const skipped: SkippedRule[] = [];
  for (const rule of rules) {
    const reasons: SkipReason[] = [];
    if (rule.app !== input.app) reasons.push('other_app');
    if (!happening.has(rule.when)) reasons.push('other_when');
    const locations = splitList(rule.locations);
    if (locations.length > 0 && !locations.some((id) => places.has(id))) reasons.push('other_location');
    const users = splitList(rule.users);
    if (users.length > 0 && !users.some((name) => name.toLowerCase() === user)) reasons.push('other_user');
    if (!items.has(rule.contentId)) reasons.push('content_missing');
    if (reasons.length > 0) skipped.push({ rule, reasons });
    else applying.push(rule);
  }
  applying.sort(byScreenOrder);
  const shown: ShownContent[] = [];
  let popup = false;
  for (const rule of applying) {
    if (rule.viewAs === 'FULL_SCREEN_POPUP') {
      if (popup) {
        skipped.push({ rule, reasons: ['popup_taken'] });
        continue;
      }
      popup = true;
    }
    shown.push({ rule, item: items.get(rule.contentId) as ContentItem });
  }
  skipped.sort((a, b) => a.rule.name.localeCompare(b.rule.name));
  return { shown, skipped };
};
