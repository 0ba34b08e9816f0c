import { describe, expect, it } from 'vitest';
import { cellText, matchHeaders } from './headers';

const KNOWN = { id: 'Device ID', name: 'Device name', region: 'Region ID' } as const;

describe('header matching', () => {
  it('finds columns by name in any order, ignoring case, spaces and dashes', () => {
    const match = matchHeaders(['region-id', ' DEVICE ID ', null, 'device_name'], KNOWN);
    expect(match).toEqual({
      ok: true,
      columns: new Map([
        ['region', 0],
        ['id', 1],
        ['name', 3],
      ]),
    });
  });
  it('names missing, unknown and repeated headers', () => {
    expect(matchHeaders(['Device ID'], KNOWN, ['name'])).toEqual({
      ok: false,
      problem: 'missingHeaders',
      names: ['Region ID'],
    });
    expect(matchHeaders(['Device ID', 'Region ID', '__proto__', 'constructor'], KNOWN, ['name'])).toEqual({
      ok: false,
      problem: 'unknownHeaders',
      names: ['__proto__', 'constructor'],
    });
    expect(matchHeaders(['Device ID', 'device id', 'Region ID'], KNOWN, ['name'])).toMatchObject({
      problem: 'duplicateHeaders',
    });
  });
  it('reads ids typed as numbers as their digits', () => {
    expect(cellText([42, ' a ', null], 0)).toBe('42');
    expect(cellText([42, ' a ', null], 1)).toBe('a');
    expect(cellText([42, ' a ', null], 2)).toBe('');
    expect(cellText([42], undefined)).toBe('');
  });
});
