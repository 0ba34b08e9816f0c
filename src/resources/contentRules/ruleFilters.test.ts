import { describe, expect, it } from 'vitest';
import { activeChoices, choicesToFilter, RULE_FILTER_KINDS } from './ruleFilters';

describe('display-type filter popup (000 §2.4)', () => {
  it('offers desk, service and feedback displays only disabled', () => {
    const apps = RULE_FILTER_KINDS.find((kind) => kind.field === 'app')?.options ?? [];
    expect(apps.filter((option) => option.disabled).map((option) => option.value)).toEqual([
      'DD',
      'SD',
      'FED',
    ]);
    expect(apps.filter((option) => !option.disabled).map((option) => option.value)).toEqual([
      'WP',
      'FD',
      'RD',
    ]);
  });

  it('turns choices into list filters, leaving out empty kinds, disabled and unknown values', () => {
    expect(choicesToFilter({ app: ['RD', 'DD'], contentType: [], viewAs: ['MENU_TILE', 'BANNER'] })).toEqual({
      app: ['RD'],
      viewAs: ['MENU_TILE'],
    });
    expect(choicesToFilter({})).toEqual({});
  });

  it('counts the active choices for the badge, ignoring other filters', () => {
    expect(activeChoices({ app: ['RD', 'FD'], viewAs: ['MENU_TILE'], q: 'lobby' })).toBe(3);
  });
});
