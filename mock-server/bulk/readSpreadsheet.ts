import { Worker } from 'node:worker_threads';
import { BULK_LIMITS } from './limits';
import { zipProblem } from './zipInspect';

/** Why an upload could not be read as a bulk sheet. */
type SheetProblem =
  'notSpreadsheet' | 'corrupt' | 'tooBigUnpacked' | 'tooManyRows' | 'timeout' | 'formula' | 'empty';

export type CellValue = string | number | boolean | null;

/** A non-empty row of the sheet with its number as the spreadsheet program shows it (1 = first row). */
export interface SheetRow {
  number: number;
  cells: CellValue[];
}

export type SheetRead =
  { ok: true; sheetName: string; rows: SheetRow[] } | { ok: false; problem: SheetProblem; cell?: string };

export interface ReadOptions {
  /** Sheet names to read, in order of preference (case ignored); else the first sheet. */
  preferredSheets: readonly string[];
  maxRows?: number;
  maxCols?: number;
  timeLimitMs?: number;
  /** Heap of the reading worker in MB. */
  heapMb?: number;
}

/** The limits a server may set on its own (tests make them tiny to see them work). */
export type ReadLimits = Pick<ReadOptions, 'timeLimitMs' | 'heapMb'>;

const WORKER_URL = new URL('../workers/readSheet.worker.mjs', import.meta.url);

/** How long a worker may take to start (load SheetJS) before the file's own time limit begins. */
const START_LIMIT_MS = 30_000;

/**
 * Reads the first matching sheet of an .xlsx upload in a worker thread: the zip is checked first (signature,
 * directory, unpacked size), then SheetJS reads at most the allowed rows and columns. A worker that runs past
 * the time limit (counted from when the worker is ready, so that a busy machine's slow thread start is not
 * blamed on the file) is terminated; one that runs out of its heap is a file too big when unpacked.
 */
export async function readSpreadsheet(bytes: Buffer, options: ReadOptions): Promise<SheetRead> {
  const problem = zipProblem(bytes, {
    maxInflatedBytes: BULK_LIMITS.maxInflatedBytes,
    maxEntries: BULK_LIMITS.maxZipEntries,
  });
  if (problem) return { ok: false, problem };
  const copy = new Uint8Array(bytes);
  const worker = new Worker(WORKER_URL, {
    workerData: {
      bytes: copy,
      preferredSheets: options.preferredSheets,
      maxRows: options.maxRows ?? BULK_LIMITS.maxRows,
      maxCols: options.maxCols ?? BULK_LIMITS.maxCols,
    },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? BULK_LIMITS.workerHeapMb },
    stdout: true,
    stderr: true,
  });
  return new Promise<SheetRead>((resolve) => {
    let settled = false;
    const settle = (read: SheetRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(read);
    };
    const limit = options.timeLimitMs ?? BULK_LIMITS.timeLimitMs;
    const timeOut = () => settle({ ok: false, problem: 'timeout' });
    let timer = setTimeout(timeOut, START_LIMIT_MS);
    let goneAt = 0;
    worker.on('message', (message: SheetRead | 'ready') => {
      if (message !== 'ready')
        // A result that comes in the same turn as its time limit is judged by the clock, not by which came first.
        return settle(performance.now() - goneAt > limit ? { ok: false, problem: 'timeout' } : message);
      clearTimeout(timer);
      goneAt = performance.now();
      timer = setTimeout(timeOut, limit);
      worker.postMessage('go');
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle({
        ok: false,
        problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooBigUnpacked' : 'corrupt',
      }),
    );
    worker.once('exit', () => settle({ ok: false, problem: 'corrupt' }));
  });
}
