import { describe, expect, it } from 'vitest';
import { cellText, matchHeaders } from './headers';

const KNOWN = {
  names: { id: ['Device ID', 'Geräte-ID'], name: ['Device name'], region: ['Region ID', 'Regions-ID'] },
  labels: { id: 'Device ID', name: 'Device name', region: 'Region ID' },
};

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
  it('knows a column by any of its names, and a curly apostrophe as a straight one', () => {
    const match = matchHeaders(['Regions-ID', 'GERÄTE-ID'], KNOWN, ['name']);
    expect(match).toEqual({
      ok: true,
      columns: new Map([
        ['region', 0],
        ['id', 1],
      ]),
    });
    const french = { names: { id: ['ID de l’appareil'] }, labels: { id: 'ID de l’appareil' } };
    expect(matchHeaders(["ID de l'appareil"], french).ok).toBe(true);
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
    // The same column in two languages is the same column twice.
    expect(matchHeaders(['Device ID', 'Geräte-ID', 'Region ID'], KNOWN, ['name'])).toEqual({
      ok: false,
      problem: 'duplicateHeaders',
      names: ['Geräte-ID'],
    });
  });
  it('reads ids typed as numbers as their digits', () => {
    expect(cellText([42, ' a ', null], 0)).toBe('42');
    expect(cellText([42, ' a ', null], 1)).toBe('a');
    expect(cellText([42, ' a ', null], 2)).toBe('');
    expect(cellText([42], undefined)).toBe('');
  });
});
