import { describe, expect, it } from 'vitest';
import { MISSING } from './missingValue';
import { countArgs, formatDateTime, formatFileSize, formatKilobytes, formatNumber } from './format';

const AT = '2026-11-24T00:51:29Z';

describe('dates and numbers in the UI language', () => {
  it('writes a date the German way in German and the English way in English', () => {
    const german = formatDateTime(AT, 'de');
    expect(german).toContain('2026');
    expect(german).not.toMatch(/AM|PM/);
    expect(german).toMatch(/24\.|Nov/);
    expect(formatDateTime(AT, 'en')).toMatch(/Nov 24, 2026/);
  });

  it('shows the missing-value dash for nothing or an invalid date', () => {
    expect(formatDateTime(null, 'de')).toBe(MISSING);
    expect(formatDateTime('', 'de')).toBe(MISSING);
    expect(formatDateTime('not a date', 'en')).toBe(MISSING);
  });

  it('groups thousands the way the language does', () => {
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr')).toMatch(/^12\s345$/u);
  });

  it('writes a file size in kilobytes with the unit of the language', () => {
    expect(formatKilobytes(100_000, 'de')).toBe('100 kB');
    expect(formatKilobytes(100_000, 'en')).toBe('100 kB');
    expect(formatKilobytes(1_234_000, 'de')).toBe('1.234 kB');
    expect(formatKilobytes(100_000, 'fr')).toMatch(/^100\sko$/u);
  });

  it('writes a file under 1 kB in bytes in every language, never "0 kB"', () => {
    const small = Object.fromEntries(
      ['en', 'fr', 'de', 'nl', 'sv', 'da', 'es'].map((locale) => [
        locale,
        formatFileSize(600, locale).replace(/\s/gu, ' '),
      ]),
    );
    expect(small).toEqual({
      en: '600 bytes',
      fr: '600 octets',
      de: '600 Byte',
      nl: '600 byte',
      sv: '600 byte',
      da: '600 bytes',
      es: '600 bytes',
    });
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(999, 'de')).toBe('999 Byte');
    expect(formatFileSize(1000, 'en')).toBe('1 kB');
    expect(formatFileSize(5_061, 'fr')).toMatch(/^5\sko$/u);
  });

  it('gives a count both for the plural form and written in the language', () => {
    expect(countArgs(1234, 'de')).toEqual({ smart_count: 1234, number: '1.234' });
    expect(countArgs(1234, 'en')).toEqual({ smart_count: 1234, number: '1,234' });
  });
});
