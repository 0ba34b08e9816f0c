import { cellTextOf, widthWith, type TextRow } from '../../src/domain/sheetText';
import { zipWriter } from './zipWriter';

/** A sheet whose rows are made as they are written; `rows` is called twice (the widths, then the cells). */
export interface StreamedSheet {
  name: string;
  rows: () => Iterable<TextRow>;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT = 'application/vnd.openxmlformats-officedocument';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold or that mean markup, and text that reads as an OOXML `_xHHHH_` escape. */
// eslint-disable-next-line no-control-regex
const ESCAPED = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data, in the escapes spreadsheet programs (and SheetJS) read back as the same text. */
const xmlText = (text: string): string =>
  text.replace(ESCAPED, (char) => {
    const code = char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return ENTITIES[char] ?? `_x${code}_`;
  });

/** The column letters of a 0-based index: A … Z, AA … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The widths a spreadsheet program shows, in its units for the default font (as SheetJS writes `wch`). */
const columnWidth = (characters: number): number => Math.round(((characters * 6 + 5) / 6) * 256) / 256;

/** One pass over the rows for what the sheet's head says: its last row and column and each column's width. */
function measure(sheet: StreamedSheet) {
  const widths: number[] = [];
  let rows = 0;
  for (const row of sheet.rows()) {
    row.forEach((value, c) => (widths[c] = widthWith(widths[c], cellTextOf(value))));
    rows += 1;
  }
  return { rows, widths };
}

function* worksheet(sheet: StreamedSheet): Generator<string> {
  const { rows, widths } = measure(sheet);
  const last = `${columnName(Math.max(0, widths.length - 1))}${Math.max(1, rows)}`;
  yield `${XML_HEAD}<worksheet xmlns="${MAIN}"><dimension ref="A1:${last}"/>`;
  if (widths.length > 0) {
    const cols = widths.map(
      (wch, c) => `<col min="${c + 1}" max="${c + 1}" width="${columnWidth(wch)}" customWidth="1"/>`,
    );
    yield `<cols>${cols.join('')}</cols>`;
  }
  yield '<sheetData>';
  let r = 0;
  for (const row of sheet.rows()) {
    r += 1;
    if (row.length === 0) continue;
    const cells = row.map(
      (value, c) =>
        `<c r="${columnName(c)}${r}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cellTextOf(value))}</t></is></c>`,
    );
    yield `<row r="${r}">${cells.join('')}</row>`;
  }
  yield '</sheetData></worksheet>';
}

const STYLES =
  `<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * Writes an .xlsx of text sheets (the cells and widths `textWorkbook` gives) to the open file `fd`, row by row:
 * memory holds a piece of one sheet, never the sheet, so a download of 10,000 rows costs what one of 10 rows does.
 */
export function writeTextWorkbook(fd: number, sheets: readonly StreamedSheet[]): void {
  const zip = zipWriter(fd);
  const numbers = sheets.map((_, index) => index + 1);
  zip.entry('[Content_Types].xml', [
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`,
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`,
    '<Default Extension="xml" ContentType="application/xml"/>',
    `<Override PartName="/xl/workbook.xml" ContentType="${DOCUMENT}.spreadsheetml.sheet.main+xml"/>`,
    ...numbers.map(
      (n) =>
        `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${DOCUMENT}.spreadsheetml.worksheet+xml"/>`,
    ),
    `<Override PartName="/xl/styles.xml" ContentType="${DOCUMENT}.spreadsheetml.styles+xml"/></Types>`,
  ]);
  zip.entry('_rels/.rels', [
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">`,
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ]);
  zip.entry('xl/workbook.xml', [
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>`,
    ...sheets.map(
      (sheet, index) =>
        `<sheet name="${xmlText(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    ),
    '</sheets></workbook>',
  ]);
  zip.entry('xl/_rels/workbook.xml.rels', [
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">`,
    ...numbers.map(
      (n) =>
        `<Relationship Id="rId${n}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
    ),
    `<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`,
    '</Relationships>',
  ]);
  zip.entry('xl/styles.xml', [XML_HEAD, STYLES]);
  sheets.forEach((sheet, index) => zip.entry(`xl/worksheets/sheet${index + 1}.xml`, worksheet(sheet)));
  zip.close();
}
