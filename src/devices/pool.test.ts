import { describe, expect, it } from 'vitest';
import { DeviceError } from './errors';
import { runPool, summarize, type PoolProgress } from './pool';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runPool', () => {
  it('never runs more tasks at once than the concurrency, and keeps the items order', async () => {
    let running = 0;
    let peak = 0;
    const results = await runPool(
      [30, 5, 20, 1, 15, 8, 2, 12],
      async (ms) => {
        running += 1;
        peak = Math.max(peak, running);
        await sleep(ms);
        running -= 1;
        return ms * 2;
      },
      { concurrency: 3 },
    );
    expect(peak).toBe(3);
    expect(results.map((result) => (result.ok ? result.value : null))).toEqual([
      60, 10, 40, 2, 30, 16, 4, 24,
    ]);
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
    const run = runPool(
      [0, 1, 2, 3, 4, 5],
      async (n) => {
        if (n === 1) controller.abort();
        await sleep(n === 0 ? 10 : 5_000);
        return n;
      },
      { concurrency: 2, signal: controller.signal, onStart: (n) => started.push(n) },
    );
    const t0 = Date.now();
    const results = await run;
    expect(Date.now() - t0).toBeLessThan(1_000);
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
