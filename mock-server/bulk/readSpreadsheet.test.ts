import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicesFile, withDeclaredRange } from '../test/sheetFiles';
import { readSpreadsheet } from './readSpreadsheet';

const ordinary = devicesFile([
  ['Device ID', 'Display type'],
  ['dev-1', 'RD'],
]);
const options = { preferredSheets: ['Devices'] };

/** Records each worker the reader ends, with the promise of its exit. */
function watchTerminations() {
  const ended: Promise<number>[] = [];
  const terminate = Worker.prototype.terminate;
  vi.spyOn(Worker.prototype, 'terminate').mockImplementation(function (this: Worker) {
    const exit = terminate.call(this);
    ended.push(exit);
    return exit;
  });
  return ended;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading an uploaded sheet in a worker', () => {
  it('reads an ordinary sheet within the limits', async () => {
    const read = await readSpreadsheet(ordinary, options);
    expect(read).toMatchObject({ ok: true, sheetName: 'Devices' });
  });

  it('terminates a worker that runs past the time limit and refuses the file as too slow', async () => {
    const ended = watchTerminations();
    const read = await readSpreadsheet(ordinary, { ...options, timeLimitMs: 1 });
    expect(read).toEqual({ ok: false, problem: 'timeout' });
    expect(ended).toHaveLength(1);
    // terminate() resolves once the thread has stopped.
    await expect(ended[0]).resolves.toEqual(expect.any(Number));
    await expect(readSpreadsheet(ordinary, options)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a file whose reading runs out of the worker’s heap as too large once unpacked', async () => {
    const ended = watchTerminations();
    const read = await readSpreadsheet(ordinary, { ...options, heapMb: 1 });
    expect(read).toEqual({ ok: false, problem: 'tooBigUnpacked' });
    expect(ended).toHaveLength(1);
    await expect(readSpreadsheet(ordinary, options)).resolves.toMatchObject({ ok: true });
  });
});

describe('counting the rows of an uploaded sheet', () => {
  const header = ['Device ID', 'Display type'];
  /** A sheet of `count` device rows with a blank row after every `every` of them. */
  const withBlanks = (count: number, every: number) =>
    devicesFile([
      header,
      ...Array.from({ length: count }, (_, i) => [`dev-${i}`, 'RD']).flatMap((row, i) =>
        (i + 1) % every === 0 ? [row, []] : [row],
      ),
    ]);

  it('reads 10,000 data rows whatever blank rows lie between them, dropping none', async () => {
    const read = await readSpreadsheet(withBlanks(10_000, 1_000), options);
    expect(read.ok).toBe(true);
    const rows = read.ok ? read.rows : [];
    expect(rows).toHaveLength(10_001);
    expect(rows.at(-1)).toEqual({ number: 10_010, cells: ['dev-9999', 'RD'] });
  }, 20_000);

  it('refuses a sheet of more than 10,000 data rows even when blank rows lie between them', async () => {
    await expect(readSpreadsheet(withBlanks(10_003, 1_000), options)).resolves.toEqual({
      ok: false,
      problem: 'tooManyRows',
    });
  }, 20_000);

  it('refuses, never cuts, a sheet whose rows go on past twice the rows allowed', async () => {
    const small = { ...options, maxRows: 5 };
    const spread = (last: number) =>
      devicesFile([header, ['dev-1'], ...Array.from({ length: last - 3 }, () => []), ['dev-2']]);
    // Header and 2 × 5 rows, blank ones included, are read: a row at 11 is within, one at 12 past the bound.
    await expect(readSpreadsheet(spread(11), small)).resolves.toMatchObject({ ok: true });
    await expect(readSpreadsheet(spread(12), small)).resolves.toEqual({ ok: false, problem: 'tooManyRows' });
    const declared = withDeclaredRange(spread(4), 'A1:XFD1048576');
    await expect(readSpreadsheet(declared, small)).resolves.toEqual({ ok: false, problem: 'tooManyRows' });
  });
});
