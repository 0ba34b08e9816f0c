import { DeviceError, toDeviceError } from './errors';

/** The final state of one item: ok with its value, or a named error. */
export type PoolResult<T, R> =
  { item: T; index: number; ok: true; value: R } | { item: T; index: number; ok: false; error: DeviceError };

export interface PoolProgress<T, R> {
  /** The item that just reached its final state. */
  result: PoolResult<T, R>;
  completed: number;
  total: number;
  /** completed / total in whole percent. */
  percent: number;
}

export interface PoolOptions<T, R> {
  /** How many tasks run at once (at least 1). */
  concurrency: number;
  /** Stops the run: items not finished end as USER_CANCELLATION at once, whatever their task does. */
  signal?: AbortSignal;
  onStart?: (item: T, index: number) => void;
  onProgress?: (progress: PoolProgress<T, R>) => void;
}

export type PoolTask<T, R> = (item: T, signal: AbortSignal | undefined, index: number) => Promise<R>;

/**
 * Runs a task per item with bounded concurrency. Resolves (never rejects) with one final result per item,
 * in the items' order; thrown values become DeviceErrors.
 */
export async function runPool<T, R>(
  items: readonly T[],
  task: PoolTask<T, R>,
  options: PoolOptions<T, R>,
): Promise<PoolResult<T, R>[]> {
  const { signal } = options;
  const results: PoolResult<T, R>[] = new Array<PoolResult<T, R>>(items.length);
  let next = 0;
  let completed = 0;
  let stopAbortWatch = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = () => reject(new DeviceError('USER_CANCELLATION'));
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    stopAbortWatch = () => signal?.removeEventListener('abort', onAbort);
  });
  aborted.catch(() => undefined);

  const finish = (result: PoolResult<T, R>) => {
    results[result.index] = result;
    completed += 1;
    options.onProgress?.({
      result,
      completed,
      total: items.length,
      percent: Math.floor((completed / items.length) * 100),
    });
  };

  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (signal?.aborted) {
        finish({ item, index, ok: false, error: new DeviceError('USER_CANCELLATION') });
        continue;
      }
      options.onStart?.(item, index);
      try {
        const value = await Promise.race([task(item, signal, index), aborted]);
        finish({ item, index, ok: true, value });
      } catch (error) {
        finish({
          item,
          index,
          ok: false,
          error: signal?.aborted ? new DeviceError('USER_CANCELLATION') : toDeviceError(error),
        });
      }
    }
  };

  const workers = Math.max(1, Math.min(Math.floor(options.concurrency) || 1, items.length));
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    stopAbortWatch();
  }
  return results;
}

/** Counts of a finished run, for summaries ("n succeeded, m failed"). */
export function summarize<T, R>(results: readonly PoolResult<T, R>[]): { ok: number; failed: number } {
  const ok = results.filter((result) => result.ok).length;
  return { ok, failed: results.length - ok };
}
