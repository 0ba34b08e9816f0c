import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../domain/content/contentModel';
import type { ContentRule } from '../../domain/content/ruleModel';
import { evaluateRules, placeAndParents } from './screenPreview';

const item = (id: string): ContentItem => ({
  id,
  name: id,
  iconUrl: null,
  type: 'URL',
  defaultLanguage: 'en',
  resources: {},
  modifiedDate: '',
});
const items = new Map(['a', 'b', 'c'].map((id) => [id, item(id)]));
let counter = 0;
const rule = (fields: Partial<ContentRule>): ContentRule => ({
  id: `r${(counter += 1)}`,
  name: `Rule ${counter}`,
  app: 'WP',
  contentId: 'a',
  contentType: 'URL',
  viewAs: 'MENU_TILE',
  when: 'APP_OPEN',
  locations: '',
  users: '',
  minDuration: 0,
  description: '',
  modifiedDate: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const PARENTS: Record<string, string> = { room: 'floor', floor: 'building' };
const parentOf = (id: string) => PARENTS[id] ?? null;
const input = { app: 'WP' as const, locationId: 'room', user: 'Sam', moment: 'APP_OPEN' as const };

describe('what will this screen show', () => {
  it('shows applying rules in screen order: popup, cards, tiles, newest first within each', () => {
    const tileOld = rule({ name: 'Tile old', viewAs: 'MENU_TILE', modifiedDate: '2026-01-01' });
    const tileNew = rule({ name: 'Tile new', viewAs: 'MENU_TILE', modifiedDate: '2026-02-01' });
    const card = rule({ name: 'Card', viewAs: 'HOME_SCREEN_CARD' });
    const popup = rule({ name: 'Popup', viewAs: 'FULL_SCREEN_POPUP' });
    const action = rule({ name: 'Action', viewAs: 'ACTION_TILE' });
    const result = evaluateRules([tileOld, tileNew, card, popup, action], items, input, parentOf);
    expect(result.shown.map((shown) => shown.rule.name)).toEqual([
      'Popup',
      'Card',
      'Action',
      'Tile new',
      'Tile old',
    ]);
    expect(result.skipped).toEqual([]);
  });

  it('says why each other rule does not apply, all reasons at once', () => {
    const rules = [
      rule({ name: 'Kiosk', app: 'FD' }),
      rule({ name: 'First login', when: 'FIRST_LOGIN' }),
      rule({ name: 'Elsewhere', locations: 'other-building' }),
      rule({ name: 'Others', users: 'alex, chris' }),
      rule({ name: 'Gone', contentId: 'deleted' }),
      rule({ name: 'Everything wrong', app: 'RD', when: 'FIRST_LOGIN_IN_DAY', users: 'alex' }),
    ];
    const { shown, skipped } = evaluateRules(rules, items, input, parentOf);
    expect(shown).toEqual([]);
    expect(skipped.map(({ rule: { name }, reasons }) => [name, reasons])).toEqual([
      ['Elsewhere', ['other_location']],
      ['Everything wrong', ['other_app', 'other_when', 'other_user']],
      ['First login', ['other_when']],
      ['Gone', ['content_missing']],
      ['Kiosk', ['other_app']],
      ['Others', ['other_user']],
    ]);
  });

  it('counts a place inside a rule location, users without case, and moments that include others', () => {
    const building = rule({ name: 'Building', locations: 'building', users: 'SAM' });
    const daily = rule({ name: 'Daily', when: 'FIRST_LOGIN_IN_DAY' });
    expect(evaluateRules([building, daily], items, input, parentOf).shown.map((s) => s.rule.name)).toEqual([
      'Building',
    ]);
    const firstLogin = evaluateRules([building, daily], items, { ...input, moment: 'FIRST_LOGIN' }, parentOf);
    expect(firstLogin.shown).toHaveLength(2);
    const nowhere = evaluateRules([building], items, { ...input, locationId: null }, parentOf);
    expect(nowhere.skipped[0].reasons).toEqual(['other_location']);
  });

  it('shows one full-screen popup only: the newest', () => {
    const older = rule({ name: 'Older popup', viewAs: 'FULL_SCREEN_POPUP', modifiedDate: '2026-01-01' });
    const newer = rule({ name: 'Newer popup', viewAs: 'FULL_SCREEN_POPUP', modifiedDate: '2026-03-01' });
    const result = evaluateRules([older, newer], items, input);
    expect(result.shown.map((s) => s.rule.name)).toEqual(['Newer popup']);
    expect(result.skipped).toEqual([{ rule: older, reasons: ['popup_taken'] }]);
  });

  it('walks up parents and stops on a loop', () => {
    expect([...placeAndParents('room', parentOf)]).toEqual(['room', 'floor', 'building']);
    expect([...placeAndParents('x', (id) => (id === 'x' ? 'y' : 'x'))]).toEqual(['x', 'y']);
  });
});
