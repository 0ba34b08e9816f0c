/**
 * A Devices-tab bulk run that ended because the session did, kept in sessionStorage so that the result dialog
 * opens again once the same user of the same tenant has signed in again (and Retry failed can send the rows
 * not saved). Device rows carry ids, names and the configuration asked for; nothing secret. Pure functions of
 * a Storage.
 */
import { TAB_STORAGE_KEYS } from '../../../storage/storageKeys';
import type { PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';

export const SAVED_RUN_KEY = TAB_STORAGE_KEYS.devicesBulkRun;
/** A run older than this is not offered again. */
export const SAVED_RUN_MAX_AGE_MS = 60 * 60 * 1000;

export interface RunOwner {
  userId: string;
  tenantId: string;
}

export interface SavedRun {
  rows: PreparedRow[];
  outcomes: Map<number, PushOutcome>;
}

interface StoredRun extends RunOwner {
  savedAt: number;
  rows: PreparedRow[];
  outcomes: [number, PushOutcome][];
}

/** True when a run has a row the session's end kept from being sent: worth restoring. */
export const endedBySession = (outcomes: ReadonlyMap<number, PushOutcome>): boolean =>
  [...outcomes.values()].some((outcome) => outcome.state === 'failed' && outcome.kind === 'sessionExpired');

/** Keeps the run for its owner; a storage that refuses (full, private mode) only loses the restore. */
export function saveRun(
  storage: Storage,
  owner: RunOwner,
  run: { rows: readonly PreparedRow[]; outcomes: ReadonlyMap<number, PushOutcome> },
  now: number,
): boolean {
  const stored: StoredRun = { ...owner, savedAt: now, rows: [...run.rows], outcomes: [...run.outcomes] };
  try {
    storage.setItem(SAVED_RUN_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

const isOutcome = (value: unknown): value is PushOutcome => {
  const outcome = value as { state?: unknown; reason?: unknown } | null;
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    (outcome.state === 'success' || (outcome.state === 'failed' && typeof outcome.reason === 'string'))
  );
};

const parse = (text: string | null): StoredRun | null => {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredRun> | null;
    if (
      !value ||
      typeof value.userId !== 'string' ||
      typeof value.tenantId !== 'string' ||
      typeof value.savedAt !== 'number' ||
      !Array.isArray(value.rows) ||
      !Array.isArray(value.outcomes) ||
      !value.outcomes.every(
        (entry) => Array.isArray(entry) && Number.isInteger(entry[0]) && isOutcome(entry[1]),
      )
    )
      return null;
    return value as StoredRun;
  } catch {
    return null;
  }
};

/**
 * The run kept for this owner. Another user's or tenant's run, an old one or one that cannot be read is
 * dropped and never shown; the owner's stays until `forgetRun` (once it is on screen, it opens once).
 */
export function findRun(storage: Storage, owner: RunOwner, now: number): SavedRun | null {
  const stored = parse(storage.getItem(SAVED_RUN_KEY));
  const usable =
    stored !== null &&
    stored.userId === owner.userId &&
    stored.tenantId === owner.tenantId &&
    now - stored.savedAt <= SAVED_RUN_MAX_AGE_MS;
  if (!usable) {
    storage.removeItem(SAVED_RUN_KEY);
    return null;
  }
  return { rows: stored.rows, outcomes: new Map(stored.outcomes) };
}

export const forgetRun = (storage: Storage): void => storage.removeItem(SAVED_RUN_KEY);
