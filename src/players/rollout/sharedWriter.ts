import { RENEW_EVERY_MS } from '../../domain/rollout/shared';
import type { Rollout } from '../../domain/rollout/types';

/** A change is written at most this often: a record of hundreds of players is tens of kilobytes. */
const WRITE_GAP_MS = 1_000;

export interface SharedWriterDeps {
  /** Writes the rollout to its record (its `shared.version` the one to start from). */
  write(rollout: Rollout): Promise<Rollout | 'lost'>;
  /** Someone else changed the record (took the rollout over): this browser no longer holds it. */
  onLost(): void;
  renewEveryMs?: number;
  gapMs?: number;
  now?: () => number;
}

export interface SharedWriter {
  /** The rollout as it stands now: written within the gap. */
  push(rollout: Rollout): void;
  /** Writes what was pushed and not written yet, and waits for it. */
  flush(): Promise<void>;
  /** Writes nothing more (the lease then ends by itself). */
  stop(): void;
}

/**
 * Keeps a held rollout's record up to date: one write at a time, the newest state only, at most every `gapMs`,
 * and at least every `renewEveryMs` while held (the lease). A write the server refuses as stale means the rollout
 * was taken over; a write that fails otherwise is tried again at the next turn.
 */
export function createSharedWriter(first: Rollout, deps: SharedWriterDeps): SharedWriter {
  const now = deps.now ?? Date.now;
  const renewEvery = deps.renewEveryMs ?? RENEW_EVERY_MS;
  const gap = deps.gapMs ?? WRITE_GAP_MS;
  let latest = first;
  let version = first.shared?.version ?? 1;
  let dirty = false;
  let stopped = false;
  let lastWrite = now();
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const writeNow = async () => {
    if (!latest.shared) return;
    const sending: Rollout = { ...latest, shared: { ...latest.shared, version } };
    dirty = false;
    lastWrite = now();
    const answer = await deps.write(sending).catch(() => null);
    if (stopped) return;
    if (answer === 'lost') {
      stopped = true;
      deps.onLost();
    } else if (answer?.shared) version = answer.shared.version;
  };
  const schedule = () => {
    clearTimeout(timer);
    if (stopped || inFlight) return;
    const due = lastWrite + (dirty ? gap : renewEvery);
    timer = setTimeout(turn, Math.max(0, due - now()));
  };
  const turn = () => {
    if (stopped || inFlight) return;
    inFlight = writeNow().finally(() => {
      inFlight = null;
      schedule();
    });
  };
  schedule();
  return {
    push: (rollout) => {
      latest = rollout;
      dirty = true;
      schedule();
    },
    flush: async () => {
      while (inFlight) await inFlight;
      if (dirty && !stopped) {
        clearTimeout(timer);
        inFlight = writeNow().finally(() => {
          inFlight = null;
          schedule();
        });
        await inFlight;
      }
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
