import { describe, expect, it } from 'vitest';
import {
  baselineNameProblem,
  DRIFT_FIELDS,
  isDriftValues,
  isSheetPushRow,
  PASSWORD_SET,
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

  it('are refused when only invisible characters are left, and never told apart by one', () => {
    const invisible = [
      '\u200B\u200C\u200D',
      '\u2060\uFEFF',
      '\u00AD \u3164',
      '\u2800\u115F\u034F',
      '\u202E\t\u00A0',
    ];
    for (const name of invisible)
      expect(baselineNameProblem(name, others), JSON.stringify(name)).toBe('empty');
    expect(baselineNameProblem('Ni\u200Bght', others)).toBe('taken');
    expect(baselineNameProblem('\uFEFFnight\u2060', others)).toBe('taken');
    expect(baselineNameProblem('Night\u200B2', others)).toBeNull();
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
    expect(isDriftValues({ ...values, login_password: PASSWORD_SET })).toBe(true);
    for (const secret of ['hunter2-secret', 'SET', ' set', '12345678'])
      expect(isDriftValues({ ...values, login_password: secret }), secret).toBe(false);
  });

  it('for a sheet row is its serial number, name, user name and whether it gave a password', () => {
    const row = { serialNumber: 'QB1', deviceName: '', username: 'kiosk', hasPassword: true };
    expect(isSheetPushRow(row)).toBe(true);
    expect(isSheetPushRow({ ...row, serialNumber: ' ' })).toBe(false);
    expect(isSheetPushRow({ ...row, hasPassword: 'yes' })).toBe(false);
    expect(isSheetPushRow(null)).toBe(false);
  });
});
