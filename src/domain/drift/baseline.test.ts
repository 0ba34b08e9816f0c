import { describe, expect, it } from 'vitest';
import {
  baselineNameProblem,
  DRIFT_FIELDS,
  isDriftValues,
  isSheetPushRow,
  sameBaselineName,
  type DriftValues,
} from './baseline';

const values = Object.fromEntries(DRIFT_FIELDS.map((field) => [field, ''])) as DriftValues;

describe('baseline names', () => {
  const others = [
    { id: 'a', name: 'Lobby standard' },
    { id: 'b', name: 'Night' },
  ];

  it('are needed, at most 64 characters, and unique in the tenant ignoring case and spaces around', () => {
    expect(baselineNameProblem('   ', others)).toBe('empty');
    expect(baselineNameProblem('x'.repeat(65), others)).toBe('tooLong');
    expect(baselineNameProblem(` ${'x'.repeat(64)} `, others)).toBeNull();
    expect(baselineNameProblem(' LOBBY standard ', others)).toBe('taken');
    expect(baselineNameProblem('Lobby', others)).toBeNull();
  });

  it('may stay what they are on a rename of the same baseline', () => {
    expect(baselineNameProblem('lobby STANDARD', others, 'a')).toBeNull();
    expect(baselineNameProblem('night', others, 'a')).toBe('taken');
    expect(sameBaselineName('Ärger ', 'ärger')).toBe(true);
  });
});

describe('what a saved baseline holds', () => {
  it('is every compared field as text, and nothing else (no password)', () => {
    expect(isDriftValues(values)).toBe(true);
    expect(isDriftValues({ ...values, login_secret: 'x' })).toBe(false);
    const { app_version: _dropped, ...missing } = values;
    expect(isDriftValues(missing)).toBe(false);
    expect(isDriftValues({ ...values, volume_stream_music: 40 })).toBe(false);
    expect(isDriftValues({ ...values, smil_content_url: 'x'.repeat(2001) })).toBe(false);
    expect(isDriftValues([values])).toBe(false);
  });

  it('for a sheet row is its serial number, name, user name and whether it gave a password', () => {
    const row = { serialNumber: 'QB1', deviceName: '', username: 'kiosk', hasPassword: true };
    expect(isSheetPushRow(row)).toBe(true);
    expect(isSheetPushRow({ ...row, serialNumber: ' ' })).toBe(false);
    expect(isSheetPushRow({ ...row, hasPassword: 'yes' })).toBe(false);
    expect(isSheetPushRow(null)).toBe(false);
  });
});
