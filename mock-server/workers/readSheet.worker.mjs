// Reads one uploaded workbook off the main thread (ARCHITECTURE: untrusted files). Plain JavaScript so that it
// starts the same under tsx, vitest and node. The caller checks the zip first, and terminates this worker when
// it runs past its time limit or memory cap. It says 'ready' once its modules are loaded and reads when told to
// go: the time limit counts from there, so it bounds the work a file causes, not how long a busy machine takes to
// start a thread.
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
  // Blank rows never count, yet they make a sheet longer: the rows read are bounded at the header and twice
  // the data rows allowed, blank ones included, however large the range the file declares (sheetRows). One
  // more row is read to see whether the sheet goes on past that bound; such a sheet is refused, never cut.
  const physicalRows = 2 * maxRows + 1;
  const workbook = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    sheetRows: physicalRows + 1,
    cellFormula: true,
    cellHTML: false,
    cellText: false,
    cellStyles: false,
    bookVBA: false,
  });
  const sheetName = pickSheet(workbook);
  const sheet = sheetName === null ? undefined : workbook.Sheets[sheetName];
  if (!sheet || !sheet['!ref']) return { ok: false, problem: 'empty' };
  const data = sheet['!data'] ?? [];
  const declared = XLSX.utils.decode_range(sheet['!fullref'] ?? sheet['!ref']);
  if (declared.e.r >= physicalRows || data.length > physicalRows)
    return { ok: false, problem: 'tooManyRows' };
  // The columns are clamped to those a bulk sheet can have.
  const lastCol = Math.min(XLSX.utils.decode_range(sheet['!ref']).e.c, maxCols - 1);
  const rows = [];
  for (let r = 0; r < data.length; r += 1) {
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
    if (filled) rows.push({ number: r + 1, cells: row });
    if (rows.length > maxRows + 1) return { ok: false, problem: 'tooManyRows' };
  }
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, sheetName, rows };
}

parentPort.once('message', () => {
  try {
    parentPort.postMessage(read());
  } catch {
    parentPort.postMessage({ ok: false, problem: 'corrupt' });
  }
});
parentPort.postMessage('ready');
