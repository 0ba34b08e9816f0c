/**
 * One writer at a time per key: json-server's router answers a write a moment after it is handed over (it
 * pauses before every request), so the check of a version and the write it guards run under one lock.
 */
export function keyedLocks() {
  const tails = new Map<string, Promise<void>>();
  return {
    /** Resolves with the release function once every earlier holder of `key` has released it. */
    async acquire(key: string): Promise<() => void> {
      const before = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = before.then(() => mine);
      tails.set(key, tail);
      await before;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
        if (tails.get(key) === tail) tails.delete(key);
      };
    },
    /** Keys held or waited for (for tests: nothing leaks). */
    size: () => tails.size,
  };
}
