import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { afterEach, describe, expect, it } from 'vitest';
import { textWorkbook, type TextRow } from '../../src/domain/sheetText';
import { BULK_LIMITS } from './limits';
import { writeTextWorkbook } from './sheetWriter';
import { zipProblem } from './zipInspect';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The .xlsx `writeTextWorkbook` writes for these sheets, as bytes. */
async function streamed(sheets: { name: string; rows: readonly TextRow[] }[]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'dm-sheet-writer-'));
  dirs.push(dir);
  const path = join(dir, 'book.xlsx');
  const fd = openSync(path, 'w');
  try {
    writeTextWorkbook(
      fd,
      sheets.map(({ name, rows }) => ({ name, rows: () => rows })),
    );
  } finally {
    closeSync(fd);
  }
  return readFileSync(path);
}

/** Each entry of a zip inflated, with whether it matches the size and checksum its directory record names. */
function entriesOf(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const entries = [];
  for (let at = zip.readUInt32LE(end + 16), n = 0; n < count; n += 1) {
    const [crc, packed, size, nameLength] = [16, 20, 24, 28].map((offset, i) =>
      i < 3 ? zip.readUInt32LE(at + offset) : zip.readUInt16LE(at + offset),
    );
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + packed));
    const sameLocal = zip.readUInt32LE(local + 14) === crc && zip.readUInt32LE(local + 18) === packed;
    entries.push({ name, intact: sameLocal && data.length === size && crc32(data) === crc });
    at += 46 + nameLength;
  }
  return entries;
}

/** Each sheet of a workbook as the bulk upload and the tests read it: names, cells, the range and widths. */
function readBack(bytes: Buffer | ArrayBuffer) {
  const book = XLSX.read(bytes, { type: bytes instanceof ArrayBuffer ? 'array' : 'buffer' });
  return book.SheetNames.map((name) => ({
    name,
    ref: book.Sheets[name]['!ref'],
    widths: book.Sheets[name]['!cols']?.map((col) => col.wch),
    cells: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1, defval: null, raw: false }),
  }));
}

const ORDINARY: TextRow = [
  'plain',
  42,
  null,
  undefined,
  '',
  '=1+1',
  '<b>&"quoted"</b>',
  'tab\tand\nline',
  'emoji 🚀 and ü',
  '  spaced  ',
  'x'.repeat(200),
];

describe('a streamed text workbook', () => {
  it('reads back cell for cell, with the range and widths, as the workbook SheetJS writes from the same rows', async () => {
    const wide: TextRow = Array.from({ length: 30 }, (_, c) => `col ${c}`);
    const sheets = [
      { name: 'Devices', rows: [['Device ID', 'Name'], ORDINARY, [], ['after a blank row'], wide] },
      { name: 'Hjälp & <info>', rows: [['only'], ['two rows']] },
    ];
    const reference = XLSX.write(textWorkbook(XLSX.utils, sheets), {
      type: 'array',
      bookType: 'xlsx',
    }) as ArrayBuffer;
    expect(readBack(await streamed(sheets))).toEqual(readBack(reference));
  });

  it('keeps text XML cannot hold and text that looks like an escape exactly as it was', async () => {
    // SheetJS itself reads its own "_x0041_" back as "A"; the streamed sheet keeps what the user had.
    const row = ['bell\u0007 nul\u0000 \uFFFE', 'literal _x0041_ and _x005F_', '_x00_ _xZZZZ_'];
    const [sheet] = readBack(await streamed([{ name: 'S', rows: [row] }]));
    expect(sheet.cells).toEqual([row]);
  });

  it('is a zip the upload check passes, each entry as long and with the checksum its records say', async () => {
    const rows = Array.from({ length: 10_001 }, (_, r) => [`dev-${r}`, `Room ${r} ${'≈'.repeat(r % 40)}`]);
    const bytes = await streamed([{ name: 'Devices', rows }]);
    expect(
      zipProblem(bytes, {
        maxInflatedBytes: BULK_LIMITS.maxInflatedBytes,
        maxEntries: BULK_LIMITS.maxZipEntries,
      }),
    ).toBeNull();
    // The sheet is written in several deflate pieces, and inflates as one stream.
    const entries = entriesOf(bytes);
    expect(entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    expect(entries.every((entry) => entry.intact)).toBe(true);
    const [sheet] = readBack(bytes);
    expect(sheet.cells).toHaveLength(10_001);
    expect(sheet.cells[9_999]).toEqual(rows[9_999]);
  });
});
