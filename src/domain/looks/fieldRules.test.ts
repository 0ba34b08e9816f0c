import { describe, expect, it } from 'vitest';
import { checkFields, checkRule, pickFields, type Rules } from './fieldRules';

describe('checkRule', () => {
  it('judges text trimmed, with a required flag and a length limit', () => {
    const rule = { kind: 'text', max: 5, required: true } as const;
    expect(checkRule('  ab  ', rule)).toBeNull();
    expect(checkRule('   ', rule)).toEqual({ code: 'required' });
    expect(checkRule(undefined, rule)).toEqual({ code: 'required' });
    expect(checkRule(42, rule)).toEqual({ code: 'required' });
    expect(checkRule('abcdef', rule)).toEqual({ code: 'too_long', args: { max: 5 } });
    expect(checkRule(null, { kind: 'text', max: 5 })).toBeNull();
  });

  it('accepts only listed choices, booleans as flags, whole numbers in range and #rrggbb colours', () => {
    expect(checkRule('b', { kind: 'choice', choices: ['a', 'b'] })).toBeNull();
    expect(checkRule('c', { kind: 'choice', choices: ['a', 'b'] })).toEqual({ code: 'not_a_choice' });
    expect(checkRule('', { kind: 'choice', choices: ['a'] })).toEqual({ code: 'required' });
    expect(checkRule('true', { kind: 'flag' })).toEqual({ code: 'not_a_flag' });
    expect(checkRule(false, { kind: 'flag' })).toBeNull();
    const minutes = { kind: 'int', min: 1, max: 60 } as const;
    expect(checkRule(60, minutes)).toBeNull();
    expect(checkRule(61, minutes)).toEqual({ code: 'out_of_range', args: { min: 1, max: 60 } });
    expect(checkRule(1.5, minutes)).toEqual({ code: 'not_a_whole_number' });
    expect(checkRule('5', minutes)).toEqual({ code: 'not_a_whole_number' });
    expect(checkRule(null, minutes)).toEqual({ code: 'required' });
    expect(checkRule('#A0b1C2', { kind: 'color' })).toBeNull();
    expect(checkRule('#abc', { kind: 'color' })).toEqual({ code: 'not_a_color' });
    expect(checkRule('red', { kind: 'color' })).toEqual({ code: 'not_a_color' });
  });
});

describe('checkFields and pickFields', () => {
  const rules: Rules<'name' | 'color' | 'count'> = {
    name: { kind: 'text', max: 10, required: true },
    color: { kind: 'color' },
    count: { kind: 'int', min: 0, max: 9 },
  };

  it('lists the issue of each broken field and nothing for good ones', () => {
    expect(checkFields({ name: 'ok', color: 'x', count: 12 }, rules)).toEqual({
      color: { code: 'not_a_color' },
      count: { code: 'out_of_range', args: { min: 0, max: 9 } },
    });
  });

  it('keeps only the ruled fields, trimmed text and lower-case colours', () => {
    const picked = pickFields({ name: ' Lobby ', color: '#ABCDEF', count: 3, extra: 'dropped' }, rules);
    expect(picked).toEqual({ name: 'Lobby', color: '#abcdef', count: 3 });
  });
});
