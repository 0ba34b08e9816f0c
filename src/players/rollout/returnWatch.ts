/** How long a player is watched closely around the return seen fastest, before the usual pace again. */
export const CLOSE_WATCH_MS = 2_000;

/**
 * When to look again for players restarting in a rollout. They restart alike: once one has come back (from its
 * new boot) some time after its restart was asked, the others are not asked before a little under that time
 * (calls that could only fail cost the console and the network), then often, to see each as soon as it is back;
 * a player still away long after that is looked for at the usual pace. A restart of unknown start (after a
 * resume) is looked for at the usual pace.
 */
export interface ReturnWatch {
  /** Milliseconds to wait before the next look at a player whose restart was asked `sinceMs` ago. */
  nextWait(sinceMs: number | undefined): number;
  /** A player answered from its new boot `sinceMs` after its restart was asked. */
  returned(sinceMs: number): void;
}

export function createReturnWatch(pollMs: number, closePollMs: number): ReturnWatch {
  let fastest: number | undefined;
  return {
    nextWait(sinceMs) {
      if (sinceMs === undefined || fastest === undefined) return pollMs;
      const closeFrom = fastest - pollMs;
      if (sinceMs < closeFrom) return closeFrom - sinceMs;
      return sinceMs < fastest + CLOSE_WATCH_MS ? closePollMs : pollMs;
    },
    returned(sinceMs) {
      fastest = Math.min(fastest ?? sinceMs, sinceMs);
    },
  };
}
