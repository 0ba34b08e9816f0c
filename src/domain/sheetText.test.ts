import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { neutralise, restore, textWorkbook } from './sheetText';

describe('sheet text', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '＝1', '＋1', '－1', '＠x'])(
    'marks %j so no spreadsheet evaluates it, and an upload reads it back',
    (text) => {
      expect(neutralise(text)).toBe(`'${text}`);
      expect(restore(neutralise(text))).toBe(text);
    },
  );

  it('leaves other text alone, including an apostrophe the user typed', () => {
    expect(neutralise('Lobby 1')).toBe('Lobby 1');
    expect(restore("'quoted")).toBe("'quoted");
    expect(neutralise('a=b')).toBe('a=b');
  });

  it('writes every value as a text cell', () => {
    const book = textWorkbook(XLSX.utils, [{ name: 'S', rows: [['a', 12, null], ['=cmd|calc']] }]);
    const sheet = book.Sheets.S;
    expect(sheet.A1).toEqual({ t: 's', v: 'a' });
    expect(sheet.B1).toEqual({ t: 's', v: '12' });
    expect(sheet.C1).toEqual({ t: 's', v: '' });
    expect(sheet.A2).toEqual({ t: 's', v: "'=cmd|calc" });
    const read = XLSX.read(XLSX.write(book, { type: 'array', bookType: 'xlsx' }), { type: 'array' });
    expect(read.Sheets.S.A2.f).toBeUndefined();
    expect(read.Sheets.S.B1.t).toBe('s');
  });
});
