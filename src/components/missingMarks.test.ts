import { describe, expect, it } from 'vitest';
import { missingMarkLines } from './missingMarks';

/** The console's source, without the messages (dm.common.na) and the tests, which may write the mark. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../i18n/**', '!../test/**', '!../**/*.test.{ts,tsx}', '!./missingValue.ts'],
  { query: '?raw', import: 'default', eager: true },
);

describe('missing values', () => {
  it('finds a mark written as a string, as JSX text or as "– / –"', () => {
    const planted = [
      "const a = x ?? '—';",
      'return <span>—</span>;',
      'const b = "N/A";',
      'label: `NA`,',
      '<td>NA</td>',
      "const c = '– / –';",
      "const fine = orMissing(x) + ' — ' + name;",
      "const alsoFine = 'NAME';",
    ].join('\n');
    expect(missingMarkLines(planted)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('are shown only through the missing-value helper anywhere in the console', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const offenders = Object.entries(SOURCES).flatMap(([file, text]) =>
      missingMarkLines(text).map((line) => `${file}:${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
