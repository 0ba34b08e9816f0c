import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import type { SheetProblemName } from '../../src/contract/sheetProblems';

/** Spreadsheets for tests, benchmarks and journeys: good ones, and the hostile ones an upload must survive. */

export type Cells = readonly (readonly (string | number | boolean | null)[])[];

export interface SheetSpec {
  name: string;
  rows: Cells;
}

/** An .xlsx with these sheets (cells as given: numbers stay numbers). */
export function workbookFile(sheets: readonly SheetSpec[], strings: 'shared' | 'inline' = 'shared'): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const { name, rows } of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), name);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: strings === 'shared' }) as Buffer;
}

const SHEET_ENTRY = '/xl/worksheets/sheet1.xml';

/** Rewrites the first sheet's XML inside an .xlsx. */
function patchFirstSheet(file: Buffer, patch: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(file, { type: 'buffer' });
  const entry = XLSX.CFB.find(zip, SHEET_ENTRY);
  if (!entry?.content) throw new Error('The workbook has no first sheet');
  const xml = patch(Buffer.from(entry.content as Uint8Array).toString('utf8'));
  XLSX.CFB.utils.cfb_del(zip, SHEET_ENTRY);
  XLSX.CFB.utils.cfb_add(zip, SHEET_ENTRY, Buffer.from(xml, 'utf8'));
  return Buffer.from(XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Buffer);
}

/** The same workbook whose first sheet declares another used range (e.g. the whole grid A1:XFD1048576). */
export const withDeclaredRange = (file: Buffer, ref: string): Buffer =>
  patchFirstSheet(file, (xml) => xml.replace(/<dimension ref="[^"]*"\s*\/>/, `<dimension ref="${ref}"/>`));

/** The same workbook with one more text cell far away (e.g. XFD1000). */
export const withFarCell = (file: Buffer, address: string, text: string): Buffer => {
  const row = Number(/\d+$/.exec(address)?.[0] ?? '1');
  return patchFirstSheet(file, (xml) =>
    xml.replace(
      '</sheetData>',
      `<row r="${row}"><c r="${address}" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData>`,
    ),
  );
};

/** A workbook whose first sheet holds a formula at B2. */
function formulaFile(header: readonly string[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([[...header], ['x']]);
  sheet.B2 = { t: 'n', v: 2, f: 'SUM(1,1)' };
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: 1, c: Math.max(1, header.length - 1) },
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** What an entry's local header (from byte 4) and its directory record (from byte 6) both say, in the same order. */
interface ZipEntryFields {
  crc: number;
  packedSize: number;
  size: number;
  nameLength: number;
}

/** Writes version needed, method (deflate), CRC, sizes and name length at `at`: the 24 bytes both headers share. */
function writeEntryFields(header: Buffer, at: number, fields: ZipEntryFields): Buffer {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(8, at + 4); // deflated
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.packedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
  return header;
}

/**
 * A zip of these entries, each deflated with node's zlib. The bombs below pack a hundred megabytes: xlsx's own
 * deflate, written in JavaScript, took seconds of CPU for each; zlib takes a fraction of one.
 */
function deflatedZip(entries: readonly (readonly [name: string, data: Buffer])[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data);
    const fields = {
      crc: crc32(data),
      packedSize: packed.length,
      size: data.length,
      nameLength: nameBytes.length,
    };
    const local = writeEntryFields(Buffer.alloc(30), 4, fields);
    local.writeUInt32LE(0x04034b50, 0);
    const central = writeEntryFields(Buffer.alloc(46), 6, fields);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}

/** A zip that looks like a workbook and unpacks to `megabytes` of spaces in its sheet. */
export const zipBomb = (megabytes: number): Buffer =>
  deflatedZip([
    ['xl/workbook.xml', Buffer.from('<workbook/>')],
    [SHEET_ENTRY.slice(1), Buffer.alloc(megabytes * 1024 * 1024, 0x20)],
  ]);

/** A valid workbook cut short: its zip directory is gone. */
export const truncated = (file: Buffer): Buffer => file.subarray(0, Math.floor(file.length / 2));

/** A zip bomb whose directory lies: every entry claims to unpack to 1 KB. */
export function lyingZipBomb(megabytes: number): Buffer {
  const bomb = Buffer.from(zipBomb(megabytes));
  for (let at = 0; at + 4 <= bomb.length; at += 1) {
    const signature = bomb.readUInt32LE(at);
    if (signature === 0x04034b50 && at + 26 <= bomb.length) bomb.writeUInt32LE(1024, at + 22);
    if (signature === 0x02014b50 && at + 28 <= bomb.length) bomb.writeUInt32LE(1024, at + 24);
  }
  return bomb;
}

/** A Devices sheet of these rows, as the bulk download names it. */
export const devicesFile = (rows: Cells): Buffer => workbookFile([{ name: 'Devices', rows }]);

/** A file an upload must refuse (400), the problem it is refused for, and a name or cell the answer gives. */
export interface HostileSheet {
  name: string;
  file: () => Buffer;
  problem: SheetProblemName;
  named?: string;
}

/**
 * The hostile files of issue 11 that the mock refuses with 400, built around a real header row of the download:
 * not a spreadsheet, a corrupt zip, zip bombs, formulas, __proto__ headers, a missing header, empty sheets,
 * duplicate rows and one row too many. Files are built when asked for, so a caller pays only for those it uses.
 */
export const hostileSheets = (header: Cells[number]): HostileSheet[] => [
  {
    name: 'a text file',
    file: () => Buffer.from('Device ID,Region ID\ndev-1,reg-1\n'),
    problem: 'notSpreadsheet',
  },
  { name: 'a corrupt zip', file: () => truncated(devicesFile([header, header])), problem: 'corrupt' },
  { name: 'a zip bomb', file: () => zipBomb(100), problem: 'tooBigUnpacked' },
  { name: 'a zip bomb whose directory lies', file: () => lyingZipBomb(120), problem: 'corrupt' },
  {
    name: 'formula cells',
    file: () => formulaFile(['Device ID', 'Display type']),
    problem: 'formula',
    named: 'B2',
  },
  {
    name: 'a __proto__ header',
    file: () => devicesFile([[...header, '__proto__', 'constructor'], ['dev-1']]),
    problem: 'unknownHeaders',
    named: '__proto__',
  },
  {
    name: 'a missing header',
    file: () => devicesFile([header.filter((name) => name !== 'Profile ID'), ['dev-1']]),
    problem: 'missingHeaders',
    named: 'Profile ID',
  },
  { name: 'an empty sheet', file: () => devicesFile([]), problem: 'empty' },
  { name: 'a header without rows', file: () => devicesFile([header]), problem: 'empty' },
  {
    name: 'duplicate device rows',
    file: () => devicesFile([header, ['dev-00002'], ['dev-00003'], ['dev-00002']]),
    problem: 'duplicateRows',
    named: 'dev-00002 (rows 2, 4)',
  },
  {
    name: '10,001 rows',
    file: () => devicesFile([header, ...Array.from({ length: 10_001 }, (_, i) => [`d${i}`])]),
    problem: 'tooManyRows',
  },
];
