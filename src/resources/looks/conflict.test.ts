import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { compareVersions, isConflict, takeTheirOtherChanges } from './conflict';

describe('isConflict', () => {
  it('recognises each resource’s own conflict code only', () => {
    expect(isConflict(new ApiError(60011, 'changed', 409), 'themes')).toBe(true);
    expect(isConflict(new ApiError(70010, 'changed', 409), 'profiles')).toBe(true);
    expect(isConflict(new ApiError(70010, 'changed', 409), 'themes')).toBe(false);
    expect(isConflict(new ApiError(60012, 'duplicate', 409), 'themes')).toBe(false);
    expect(isConflict(new Error('network'), 'themes')).toBe(false);
  });
});

describe('compareVersions', () => {
  const loaded = { name: 'Lobby', mode: 'dark', accentColor: '#111111', logoText: 'Acme' };

  it('lists only the fields where my form and the newer version differ, with who changed them', () => {
    const mine = { ...loaded, name: 'Lobby East', mode: 'light' };
    const newer = { ...loaded, accentColor: '#222222', mode: 'brandDark' };
    expect(compareVersions(loaded, mine, newer, Object.keys(loaded))).toEqual([
      { field: 'name', mine: 'Lobby East', newer: 'Lobby', changedBy: 'you' },
      { field: 'mode', mine: 'light', newer: 'brandDark', changedBy: 'both' },
      { field: 'accentColor', mine: '#111111', newer: '#222222', changedBy: 'them' },
    ]);
  });

  it('leaves out a field both changed to the same value, and empty values that only differ in kind', () => {
    const mine = { ...loaded, name: 'Same', logoText: '' };
    const newer = { ...loaded, name: 'Same', logoText: null };
    expect(compareVersions(loaded, mine, newer, ['name', 'logoText'])).toEqual([]);
  });

  it('compares only the fields it is given', () => {
    expect(compareVersions(loaded, { ...loaded, version: 1 }, { ...loaded, version: 2 }, ['name'])).toEqual(
      [],
    );
  });
});

describe('takeTheirOtherChanges', () => {
  it('takes the newer value where only the other person changed a field and keeps mine elsewhere', () => {
    const loaded = { name: 'Lobby', mode: 'dark', accentColor: '#111111' };
    const mine = { ...loaded, name: 'Lobby East', mode: 'light' };
    const newer = { ...loaded, accentColor: '#222222', mode: 'brandDark' };
    const rows = compareVersions(loaded, mine, newer, Object.keys(loaded));
    expect(takeTheirOtherChanges(rows)).toEqual({ accentColor: '#222222' });
  });
});
