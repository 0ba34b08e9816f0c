import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { DeviceError } from './errors';
import { runPool, summarize, type PoolProgress } from './pool';

describe('runPool', () => {
  it('never runs more tasks at once than the concurrency, and keeps the items order', async () => {
    let running = 0;
    let peak = 0;
    const items = [0, 1, 2, 3, 4, 5, 6, 7];
    const gates = items.map(() => deferred());
    const started: number[] = [];
    const run = runPool(
      items,
      async (item) => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(item);
        await gates[item].promise;
        running -= 1;
        return item * 2;
      },
      { concurrency: 3 },
    );
    // Each task ends when the test says, in an order unlike the one they started in.
    for (const item of [1, 3, 0, 2, 5, 4, 7, 6]) {
      await vi.waitFor(() => expect(started).toContain(item));
      gates[item].resolve();
    }
    const results = await run;
    expect(peak).toBe(3);
    expect(started).toEqual(items);
    expect(results.map((result) => (result.ok ? result.value : null))).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });

  it('turns failures into named errors and reports progress for every item', async () => {
    const progress: PoolProgress<number, number>[] = [];
    const results = await runPool(
      [1, 2, 3, 4],
      async (n) => {
        if (n === 2) throw new DeviceError('UNREACHABLE_DEVICE');
        if (n === 3) throw new Error('boom');
        return n;
      },
      { concurrency: 2, onProgress: (event) => progress.push(event) },
    );
    expect(results.map((result) => (result.ok ? 'ok' : result.error.code))).toEqual([
      'ok',
      'UNREACHABLE_DEVICE',
      'DEVICE_REQUEST_FAILED',
      'ok',
    ]);
    expect(progress.map((event) => event.percent)).toEqual([25, 50, 75, 100]);
    expect(progress.at(-1)?.completed).toBe(4);
    expect(summarize(results)).toEqual({ ok: 2, failed: 2 });
  });

  it('on cancel ends running and waiting items as USER_CANCELLATION at once, even if a task ignores the signal', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const finished: number[] = [];
    // The running tasks ignore the signal and end only after the pool has answered.
    const hold = deferred();
    const run = runPool(
      [0, 1, 2, 3, 4, 5],
      async (n) => {
        if (n === 1) controller.abort();
        await hold.promise;
        finished.push(n);
        return n;
      },
      { concurrency: 2, signal: controller.signal, onStart: (n) => started.push(n) },
    );
    const results = await run;
    expect(finished).toEqual([]);
    hold.resolve();
    expect(started).toEqual([0, 1]);
    expect(results).toHaveLength(6);
    expect(results.every((result) => !result.ok && result.error.code === 'USER_CANCELLATION')).toBe(true);
  });

  it('finishes at once with every item cancelled when the signal is already aborted', async () => {
    let calls = 0;
    const results = await runPool(
      ['a', 'b'],
      async () => {
        calls += 1;
        return 1;
      },
      { concurrency: 4, signal: AbortSignal.abort() },
    );
    expect(calls).toBe(0);
    expect(results.map((result) => (result.ok ? 'ok' : result.error.code))).toEqual([
      'USER_CANCELLATION',
      'USER_CANCELLATION',
    ]);
  });

  it('resolves an empty list without calling anything', async () => {
    expect(await runPool([], async () => 1, { concurrency: 2 })).toEqual([]);
  });
});
