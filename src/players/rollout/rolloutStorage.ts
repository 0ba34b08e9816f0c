import { localStore } from '../../storage/browserStorage';
import { rolloutStorageKey } from '../../storage/storageKeys';
import type { Rollout } from '../../domain/rollout/types';

/** One rollout per tenant is kept in this browser: the current one, or the last until it is closed. */

export function loadRollout(tenantId: string, storage: Storage = localStore()): Rollout | null {
  const text = storage.getItem(rolloutStorageKey(tenantId));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Rollout;
    return Array.isArray(value.players) && Array.isArray(value.waveSizes) ? value : null;
  } catch {
    return null;
  }
}

export function saveRollout(tenantId: string, rollout: Rollout, storage: Storage = localStore()): void {
  storage.setItem(rolloutStorageKey(tenantId), JSON.stringify(rollout));
}

export function clearRollout(tenantId: string, storage: Storage = localStore()): void {
  storage.removeItem(rolloutStorageKey(tenantId));
}

const lockName = (tenantId: string, rolloutId: string) => `${rolloutStorageKey(tenantId)}.${rolloutId}`;

/** Whether a tab of this browser holds the rollout's lock now (it is running there). */
export async function rolloutHeld(tenantId: string, rolloutId: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === lockName(tenantId, rolloutId));
}

/**
 * Runs `work` while holding this browser's lock on the rollout (the Web Locks API: one holder across every
 * tab, freed when the tab closes). Resolves to 'busy' at once when another tab holds it.
 */
export async function withRolloutLock<T>(
  tenantId: string,
  rolloutId: string,
  work: () => Promise<T>,
): Promise<T | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(lockName(tenantId, rolloutId), { ifAvailable: true }, (lock) =>
    lock ? work() : ('busy' as const),
  );
}
