import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contract/languages';
import { DEVICE_SHEET_COLUMNS } from '../../src/domain/deviceBulk';
import { PLAYER_SHEET_COLUMNS } from '../../src/domain/playerBulk';
import { headerKey, matchHeaders, type ColumnNames } from './headers';
import { deviceColumns, playerColumns, sheetLanguage, sheetNames, sheetTexts } from './sheetLanguage';

const headerOf = <K extends string>(labels: Record<K, string>): string[] => Object.values(labels);

/** Each header key of any language maps to one column only. */
const clashes = <K extends string>(columns: ColumnNames<K>): string[] => {
  const owner = new Map<string, K>();
  const found: string[] = [];
  for (const [column, names] of Object.entries(columns.names) as [K, string[]][])
    for (const name of names) {
      const key = headerKey(name);
      if (owner.has(key) && owner.get(key) !== column) found.push(name);
      owner.set(key, column);
    }
  return found;
};

describe('sheet headers in the seven languages', () => {
  it('writes English with the identifiers the sheets have always had', () => {
    expect(sheetTexts('en').columns).toEqual(DEVICE_SHEET_COLUMNS);
    expect(sheetTexts('en').players).toEqual(PLAYER_SHEET_COLUMNS);
    expect(sheetLanguage('xx')).toBe('en');
    expect(sheetLanguage(undefined)).toBe('en');
    expect(sheetLanguage('de')).toBe('de');
  });

  it('has no header that two columns share across the languages', () => {
    expect(clashes(deviceColumns('en'))).toEqual([]);
    expect(clashes(playerColumns('en'))).toEqual([]);
  });

  for (const language of LANGUAGE_CODES) {
    describe(language, () => {
      const devices = sheetTexts(language).columns;
      const players = sheetTexts(language).players;

      it('reads its own Devices and player headers, in any order, whatever the user’s language', () => {
        const header = headerOf(devices);
        for (const reader of LANGUAGE_CODES) {
          expect(matchHeaders(header, deviceColumns(reader)).ok).toBe(true);
          expect(matchHeaders([...header].reverse(), deviceColumns(reader)).ok).toBe(true);
          expect(matchHeaders(headerOf(players), playerColumns(reader)).ok).toBe(true);
        }
        const reversed = matchHeaders([...header].reverse(), deviceColumns(language));
        expect(reversed.ok && reversed.columns.get('deviceId')).toBe(header.length - 1);
      });

      it('names a missing and an unknown header in the user’s language', () => {
        const without = headerOf(devices).filter((name) => name !== devices.roomId);
        expect(matchHeaders(without, deviceColumns(language))).toEqual({
          ok: false,
          problem: 'missingHeaders',
          names: [devices.roomId],
        });
        expect(matchHeaders([...headerOf(devices), 'Notes 2'], deviceColumns(language))).toEqual({
          ok: false,
          problem: 'unknownHeaders',
          names: ['Notes 2'],
        });
        const noSerial = headerOf(players).filter((name) => name !== players.serialNumber);
        expect(matchHeaders(noSerial, playerColumns(language))).toMatchObject({
          problem: 'missingHeaders',
          names: [players.serialNumber],
        });
      });

      it('finds its sheets by their names', () => {
        expect(sheetNames('devices')).toContain(sheetTexts(language).names.devices);
        expect(sheetNames('players')).toContain(sheetTexts(language).names.players);
        expect(sheetTexts(language).names.help.length).toBeLessThanOrEqual(31);
      });
    });
  }

  it('reads a German sheet for an English user and says in English what is missing', () => {
    const german = headerOf(sheetTexts('de').columns).filter((name) => name !== 'Profil-ID');
    expect(matchHeaders(german, deviceColumns('en'))).toEqual({
      ok: false,
      problem: 'missingHeaders',
      names: ['Profile ID'],
    });
  });
});
