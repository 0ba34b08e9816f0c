import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { createLimiter } from './limiter';

describe('limiter', () => {
  it('runs at most the limit at once, the rest in order of arrival', async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await vi.waitFor(() => expect(started).toEqual([0, 1]));
    expect(limiter.active).toBe(2);
    gates[1].resolve();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    gates[0].resolve();
    gates[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(limiter.active).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('drops a waiting job when its signal aborts, and never starts it', async () => {
    const limiter = createLimiter(1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const second = limiter.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(second).rejects.toMatchObject({ code: 'USER_CANCELLATION' });
    gate.resolve();
    await first;
    // Jobs start in order of arrival: once a later job has run, the dropped one would have run before it.
    expect(await limiter.run(async () => 'later')).toBe('later');
    expect(ran).toBe(false);
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => 1, controller.signal)).rejects.toMatchObject({
      code: 'USER_CANCELLATION',
    });
  });
});
