// Reads one uploaded workbook off the main thread (ARCHITECTURE: untrusted files). Plain JavaScript so that it
// starts the same under tsx, vitest and node. The caller checks the zip first, and terminates this worker when
// it runs past its time limit or memory cap.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

const { bytes, preferredSheets, maxRows, maxCols } = workerData;

const pickSheet = (workbook) => {
  const wanted = preferredSheets.map((name) => name.toLowerCase());
  return (
    workbook.SheetNames.find((name) => wanted.includes(name.toLowerCase())) ?? workbook.SheetNames[0] ?? null
  );
};

/** A cell's value as plain data: text, number, boolean or null; never an object from the file. */
const plain = (cell) => {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  const { v } = cell;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
};

function read() {
  // sheetRows bounds the rows read however large the range the file declares; one more than allowed tells
  // "too many rows" apart from "just enough".
  const workbook = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    sheetRows: maxRows + 2,
    cellFormula: true,
    cellHTML: false,
    cellText: false,
    cellStyles: false,
    bookVBA: false,
  });
  const sheetName = pickSheet(workbook);
  const sheet = sheetName === null ? undefined : workbook.Sheets[sheetName];
  if (!sheet || !sheet['!ref']) return { ok: false, problem: 'empty' };
  // The range is clamped to the columns a bulk sheet can have and to the rows read.
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const lastRow = Math.min(range.e.r, maxRows + 1);
  const lastCol = Math.min(range.e.c, maxCols - 1);
  const data = sheet['!data'] ?? [];
  const rows = [];
  for (let r = 0; r <= lastRow; r += 1) {
    const source = data[r] ?? [];
    const row = [];
    let filled = false;
    for (let c = 0; c <= lastCol; c += 1) {
      const cell = source[c];
      if (cell && typeof cell.f === 'string' && cell.f !== '') {
        return { ok: false, problem: 'formula', cell: XLSX.utils.encode_cell({ r, c }) };
      }
      const value = plain(cell);
      if (value !== null && value !== '') filled = true;
      row.push(value);
    }
    rows.push({ number: r + 1, cells: row, filled });
  }
  const kept = rows.filter((row) => row.filled).map(({ number, cells }) => ({ number, cells }));
  if (kept.length === 0) return { ok: false, problem: 'empty' };
  if (kept.length > maxRows + 1) return { ok: false, problem: 'tooManyRows' };
  return { ok: true, sheetName, rows: kept };
}

try {
  parentPort.postMessage(read());
} catch {
  parentPort.postMessage({ ok: false, problem: 'corrupt' });
}
