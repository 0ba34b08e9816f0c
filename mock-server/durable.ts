import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `file` with `text` so that a crash at any moment leaves either the old or the new content, and the
 * new content survives a crash once this resolves: temporary file, fsync, rename over the file, fsync of the folder.
 */
export async function writeFileDurably(file: string, text: string | Uint8Array): Promise<void> {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncFolder(folder);
}

/** Makes a folder's entries (a rename, a new file) survive a crash. */
async function syncFolder(folder: string): Promise<void> {
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/**
 * Moves the written file `from` to `to` so that once this resolves a crash finds the whole file at `to`: its bytes
 * are flushed first, then it is renamed and the folder flushed.
 */
export async function placeDurably(from: string, to: string): Promise<void> {
  const handle = await open(from, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
  await syncFolder(dirname(to));
}

/** Removes the temporary files a killed process left beside `file` (they never hold acknowledged data alone). */
export function removeLeftovers(file: string): void {
  const folder = dirname(file);
  const prefix = `${basename(file)}.`;
  const names = existsSync(folder) ? readdirSync(folder) : [];
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(folder, name), { force: true });
  }
}

export interface GroupCommit {
  /** Notes a change; returns its number. The change is committed by the next write that starts after this. */
  change(): number;
  /** The number of the latest change. */
  latest(): number;
  /** Whether every change up to `number` is committed. */
  isCommitted(number: number): boolean;
  /** Resolves once the change `number` is committed (rejects when the write that should commit it fails). */
  committed(number: number): Promise<void>;
  /** Commits everything noted so far, and stops committing later changes. */
  close(): Promise<void>;
}

interface Waiter {
  number: number;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit: one write at a time, and every change that arrives while a write runs is committed together by
 * the next one. `write` must take its snapshot synchronously, before its first await.
 */
export function groupCommit(write: () => Promise<void>): GroupCommit {
  let latest = 0;
  let done = 0;
  let running: Promise<void> | null = null;
  let scheduled = false;
  let closed = false;
  let waiters: Waiter[] = [];

  const settle = (upTo: number, error?: unknown): void => {
    const due = waiters.filter((waiter) => waiter.number <= upTo);
    waiters = waiters.filter((waiter) => waiter.number > upTo);
    for (const waiter of due) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const loop = async (): Promise<void> => {
    while (done < latest) {
      const target = latest;
      try {
        await write();
        done = target;
        settle(target);
      } catch (error) {
        // The changes stay pending: the next change (or close) tries again.
        settle(target, error);
        break;
      }
    }
    running = null;
  };

  const start = (): void => {
    scheduled = false;
    running ??= loop();
  };

  return {
    change() {
      latest += 1;
      // The rest of this turn of the event loop (the same request, and the others read with it) joins the write.
      if (!closed && !scheduled && !running) {
        scheduled = true;
        setImmediate(start);
      }
      return latest;
    },
    latest: () => latest,
    isCommitted: (number) => number <= done || closed,
    committed(number) {
      if (number <= done || closed) return Promise.resolve();
      // After a failed write nothing runs: the one who waits starts the next attempt.
      if (!scheduled && !running) {
        scheduled = true;
        setImmediate(start);
      }
      return new Promise<void>((resolve, reject) => waiters.push({ number, resolve, reject }));
    },
    async close() {
      while (running) await running;
      if (done < latest) await loop();
      closed = true;
      settle(latest);
    },
  };
}
