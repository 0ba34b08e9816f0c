import { describe, expect, it } from 'vitest';
import { flattenMessages, mergeMessages, placeholdersOf } from './messages';

describe('mergeMessages', () => {
  it('merges nested trees key by key, later sources winning', () => {
    const base = {
      ra: { action: { save: 'Save', cancel: 'Cancel' } },
      dm: { app: { title: 'Device Manager' } },
    };
    const domain = { dm: { login: { title: 'Sign in' } } };
    const override = { ra: { action: { save: 'Store' } } };

    expect(mergeMessages(base, domain, override)).toEqual({
      ra: { action: { save: 'Store', cancel: 'Cancel' } },
      dm: { app: { title: 'Device Manager' }, login: { title: 'Sign in' } },
    });
  });

  it('leaves its inputs unchanged and shares no branch with them', () => {
    const base = { dm: { common: { save: 'Save' } } };
    const merged = mergeMessages(base, { dm: { common: { close: 'Close' } } });
    (merged.dm as { common: Record<string, string> }).common.save = 'changed';

    expect(base).toEqual({ dm: { common: { save: 'Save' } } });
  });

  it('lets a later text replace a branch and a later branch replace a text', () => {
    expect(mergeMessages({ a: { b: 'x' }, c: 'y' }, { a: 'flat', c: { d: 'deep' } })).toEqual({
      a: 'flat',
      c: { d: 'deep' },
    });
  });

  it('ignores values that are not texts or branches, and skips missing sources', () => {
    const fromServer = { a: 1, b: null, c: ['x'], d: 'kept', e: { f: true, g: 'kept too' } };
    expect(mergeMessages(undefined, fromServer, null, 'text')).toEqual({ d: 'kept', e: { g: 'kept too' } });
  });

  it('never writes through __proto__ or constructor keys from untrusted JSON', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"x": "y"}, "ok": "fine"}');
    const merged = mergeMessages({}, hostile);

    expect(merged).toEqual({ ok: 'fine' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});

describe('flattenMessages', () => {
  it('lists every leaf under its dotted key', () => {
    expect(
      flattenMessages({ dm: { errors: { code: { 10001: 'Wrong' } }, app: { title: 'T' } }, x: 'y' }),
    ).toEqual({
      'dm.errors.code.10001': 'Wrong',
      'dm.app.title': 'T',
      x: 'y',
    });
  });
});

describe('placeholdersOf', () => {
  it('returns the distinct placeholder names, sorted', () => {
    expect(placeholdersOf('%{offsetBegin}-%{offsetEnd} of more than %{offsetEnd}')).toEqual([
      'offsetBegin',
      'offsetEnd',
    ]);
    expect(placeholdersOf('No placeholder, only {{braces}} and % {space}')).toEqual([]);
  });
});
