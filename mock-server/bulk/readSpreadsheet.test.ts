import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicesFile } from '../test/sheetFiles';
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
