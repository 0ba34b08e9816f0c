import { DeviceError } from '../errors';

/** Runs at most `limit` jobs at once; a job still waiting for its turn when the signal aborts never runs. */
export interface Limiter {
  run<R>(job: () => Promise<R>, signal?: AbortSignal): Promise<R>;
  /** Jobs running now. */
  readonly active: number;
}

export function createLimiter(limit: number): Limiter {
  const max = Math.max(1, Math.floor(limit) || 1);
  const waiting: (() => void)[] = [];
  let active = 0;

  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DeviceError('USER_CANCELLATION'));
        return;
      }
      if (active < max) {
        active += 1;
        resolve();
        return;
      }
      const go = () => {
        signal?.removeEventListener('abort', onAbort);
        active += 1;
        resolve();
      };
      const onAbort = () => {
        const index = waiting.indexOf(go);
        if (index >= 0) waiting.splice(index, 1);
        reject(new DeviceError('USER_CANCELLATION'));
      };
      waiting.push(go);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    async run(job, signal) {
      await turn(signal);
      try {
        return await job();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
  };
}
