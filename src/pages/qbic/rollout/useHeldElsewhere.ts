import { useEffect, useState } from 'react';
import { rolloutHeld } from '../../../players/rollout/rolloutStorage';

/** How often a rollout another tab runs is looked at again, to see that tab closed. */
const HELD_LOOK_MS = 1_000;

/**
 * Whether another tab of this browser runs the rollout `runningId` (kept as running, not run by this tab): asked
 * again every second while it does, since a tab closed in the middle of a run writes nothing more.
 */
export function useHeldElsewhere(tenantId: string, runningId: string | null, changedAt?: number): boolean {
  const [elsewhere, setElsewhere] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = (id: string) =>
      void rolloutHeld(tenantId, id).then((held) => {
        if (!live) return;
        setElsewhere(held);
        if (held) timer = setTimeout(() => look(id), HELD_LOOK_MS);
      });
    if (runningId === null) setElsewhere(false);
    else look(runningId);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [runningId, changedAt, tenantId]);
  return elsewhere;
}
