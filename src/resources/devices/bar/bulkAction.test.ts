import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../dataProvider/apiError';
import { deferred } from '../../../test/deferred';
import type { Device } from '../deviceModel';
import { groupFailures, runBulkAction, summaryTargets, type ActionProgress } from './bulkAction';

const device = (n: number, label: string | null = null) =>
  ({ id: `dev-${n}`, name: `Display ${n}`, label }) as Device;
const devices = Array.from({ length: 20 }, (_, index) => device(index + 1, index === 2 ? 'Lobby' : null));

describe('actions on several devices', () => {
  it('never runs more calls at once than allowed and reports progress for each device', async () => {
    let running = 0;
    let most = 0;
    let started = 0;
    const progress: ActionProgress[] = [];
    // Each call stays open until the pool is full (then the oldest ends) or every device has started.
    const open: (() => void)[] = [];
    const summary = await runBulkAction(
      devices,
      async () => {
        running += 1;
        started += 1;
        most = Math.max(most, running);
        const call = deferred();
        open.push(call.resolve);
        if (started === devices.length) open.splice(0).forEach((end) => end());
        else if (running === 4) open.shift()?.();
        await call.promise;
        running -= 1;
      },
      { concurrency: 4, onProgress: (step) => progress.push(step) },
    );
    expect(most).toBe(4);
    expect(progress).toHaveLength(20);
    expect(progress.at(-1)).toEqual({ done: 20, total: 20 });
    expect(summary).toEqual({ total: 20, succeeded: 20, failed: [] });
  });

  it('sums up how many succeeded, and which failed and why', async () => {
    const summary = await runBulkAction(devices.slice(0, 5), async (target) => {
      if (target.id === 'dev-2') throw new ApiError(50001, 'Device dev-2 is offline', 409);
      if (target.id === 'dev-3') throw new ApiError(10400, 'The device refused the request', 400);
      if (target.id === 'dev-5') throw new TypeError('boom');
    });
    expect(summary.total).toBe(5);
    expect(summary.succeeded).toBe(2);
    expect(summary.failed).toEqual([
      { id: 'dev-2', title: 'Display 2', reason: 'dm.errors.code.50001' },
      { id: 'dev-3', title: 'Lobby', reason: 'The device refused the request' },
      { id: 'dev-5', title: 'Display 5', reason: 'boom' },
    ]);
  });

  it('ends the devices not done yet as cancelled when stopped', async () => {
    const controller = new AbortController();
    // The calls under way when Stop is pressed end only after the summary: it does not wait for them.
    const hold = deferred();
    const summary = await runBulkAction(
      devices.slice(0, 6),
      async (target) => {
        if (target.id === 'dev-2') controller.abort();
        await hold.promise;
      },
      { concurrency: 2, signal: controller.signal },
    );
    hold.resolve();
    expect(summary.succeeded).toBeLessThan(6);
    expect(summary.failed.length).toBe(6 - summary.succeeded);
    expect(new Set(summary.failed.map((failure) => failure.reason))).toEqual(
      new Set(['dm.errors.code.USER_CANCELLATION']),
    );
  });
});

describe('failure groups', () => {
  it('groups failures by reason, most frequent first, naming a few devices of each', () => {
    const failed = [
      { id: '1', title: 'A', reason: 'offline' },
      { id: '2', title: 'B', reason: 'cancelled' },
      { id: '3', title: 'C', reason: 'cancelled' },
      { id: '4', title: 'D', reason: 'cancelled' },
    ];
    expect(groupFailures(failed, 2)).toEqual([
      { reason: 'cancelled', count: 3, titles: ['B', 'C'] },
      { reason: 'offline', count: 1, titles: ['A'] },
    ]);
    expect(groupFailures([], 5)).toEqual([]);
  });
});

describe('a screenshot request or a force configure in the activity log', () => {
  it('names every device by the title the list shows, done or with the reason it failed', async () => {
    const summary = await runBulkAction(devices.slice(0, 3), async (one) => {
      if (one.id === 'dev-2') throw new Error('The device is offline');
    });
    expect(summaryTargets(devices.slice(0, 3), summary)).toEqual([
      { id: 'dev-1', name: 'Display 1', ok: true, error: undefined },
      { id: 'dev-2', name: 'Display 2', ok: false, error: expect.any(String) },
      { id: 'dev-3', name: 'Lobby', ok: true, error: undefined },
    ]);
  });
});
