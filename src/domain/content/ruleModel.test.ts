import { describe, expect, it } from 'vitest';
import { formToPayload, joinList, ruleToForm, sameRuleName, splitList, type ContentRule } from './ruleModel';

const STORED: ContentRule = {
  id: 'rule-1',
  name: 'Canteen',
  app: 'FD',
  contentId: 'content-1',
  contentType: 'HTML',
  viewAs: 'HOME_SCREEN_CARD',
  when: 'FIRST_LOGIN_IN_DAY',
  locations: 'loc-1,loc-2',
  users: 'sam, alex',
  minDuration: 30,
  description: 'Menu',
  modifiedDate: '2026-01-01T00:00:00.000Z',
};

describe('rule form and payload', () => {
  it('splits and joins comma lists, trimmed and without blanks or repeats', () => {
    expect(splitList(' a, b,,a ,')).toEqual(['a', 'b']);
    expect(splitList(['x', ' y '])).toEqual(['x', 'y']);
    expect(splitList(undefined)).toEqual([]);
    expect(joinList(['a', 'b', 'a'])).toBe('a,b');
  });

  it('turns a stored rule into form values with lists, and back into the same body with id and modifiedDate', () => {
    const form = ruleToForm(STORED);
    expect(form.locations).toEqual(['loc-1', 'loc-2']);
    expect(form.users).toEqual(['sam', 'alex']);
    const { id, modifiedDate, ...rest } = formToPayload(form);
    expect(id).toBe('rule-1');
    expect(modifiedDate).toBe(STORED.modifiedDate);
    expect(rest).toEqual({
      name: 'Canteen',
      app: 'FD',
      contentId: 'content-1',
      contentType: 'HTML',
      viewAs: 'HOME_SCREEN_CARD',
      when: 'FIRST_LOGIN_IN_DAY',
      locations: 'loc-1,loc-2',
      users: 'sam,alex',
      minDuration: 30,
      description: 'Menu',
    });
  });

  it('sends id null and no modifiedDate on create, and only known enumerations', () => {
    const payload = formToPayload({
      name: ' New ',
      app: 'XX' as never,
      viewAs: 'BANNER' as never,
      minDuration: 3.6,
    });
    expect(payload).toMatchObject({
      id: null,
      name: 'New',
      app: 'WP',
      viewAs: 'MENU_TILE',
      when: 'APP_OPEN',
      minDuration: 4,
    });
    expect('modifiedDate' in payload).toBe(false);
  });

  it('compares names without case or surrounding blanks', () => {
    expect(sameRuleName(' Intranet Tile', 'intranet tile ')).toBe(true);
    expect(sameRuleName('Intranet', 'Intranet 2')).toBe(false);
  });

  it('counts names that read the same as one: inner blanks, zero-width characters, full-width letters', () => {
    expect(sameRuleName('Intranet  Tile', 'Intranet Tile')).toBe(true);
    expect(sameRuleName('Intra\u200Bnet Tile', 'Intranet Tile')).toBe(true);
    expect(sameRuleName('\uFF29\uFF4E\uFF54\uFF52\uFF41\uFF4E\uFF45\uFF54 Tile', 'intranet tile')).toBe(true);
    expect(sameRuleName('Intranet Tile', 'Intranet Tiles')).toBe(false);
  });
});
