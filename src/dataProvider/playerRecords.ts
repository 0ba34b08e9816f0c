import type { DataProvider } from 'ra-core';
import { RECORD_LIMITS, RECORD_PAGE_MAX } from '../contract/records';
import type { ActivityInput } from '../domain/activity/activityEntry';
import {
  firstCreated,
  mergePlayerRecords,
  recordChange,
  serialKey,
  type PlayerNote,
  type StoredPlayerRecord,
} from '../domain/players/playerRecord';
import type { ActivityApi, ActivityKept } from './activity';
import { ApiError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import type { CallOptions } from './urls';

/**
 * The tenant's players as records of `players` (issue 34): every scan and every action on a player updates its
 * record, so the players seen before are known on every computer of the tenant.
 */
export interface PlayerRecordsApi {
  /** The tenant's remembered players, one per serial number, seen last first. */
  playerRecords(options?: CallOptions): Promise<StoredPlayerRecord[]>;
  /**
   * Writes what was learned of some players, in a later task and all at once: never waits for the caller, never
   * fails ('notKept' quietly), writes nothing for a player whose record would not change.
   */
  notePlayers(notes: readonly PlayerNote[]): Promise<ActivityKept>;
}

/** Updates of one record tried again after a conflict, each from the record as it is now. */
const CONFLICT_TRIES = 5;

const afterCurrentTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isCode = (error: unknown, code: ApiError['code']) => error instanceof ApiError && error.code === code;

/** The notes of one serial number made into one, the later ones winning what they say. */
function combined(notes: readonly PlayerNote[]): PlayerNote[] {
  const bySerial = new Map<string, PlayerNote>();
  for (const note of notes) {
    const before = bySerial.get(serialKey(note.serial));
    const known = Object.fromEntries(Object.entries(note).filter(([, value]) => value !== undefined));
    bySerial.set(serialKey(note.serial), { ...before, ...known } as PlayerNote);
  }
  return [...bySerial.values()];
}

export function createPlayerRecordsApi(records: DataProvider): PlayerRecordsApi {
  const page = async (filter: object, pageNumber: number, signal?: AbortSignal) =>
    (
      await records.getList<StoredPlayerRecord>('players', {
        pagination: { page: pageNumber, perPage: RECORD_PAGE_MAX },
        sort: { field: 'lastSeen', order: 'DESC' },
        filter,
        signal,
      })
    ).data;

  /** The records of these serial numbers, by serial key (two when two browsers created one at once). */
  const ofSerials = async (serials: readonly string[]) => {
    const found = new Map<string, StoredPlayerRecord[]>();
    for (let start = 0; start < serials.length; start += RECORD_PAGE_MAX) {
      for (const record of await page({ serial: serials.slice(start, start + RECORD_PAGE_MAX) }, 1))
        found.set(serialKey(record.serial), [...(found.get(serialKey(record.serial)) ?? []), record]);
    }
    return found;
  };

  /** Updates the record from its version, merging with the record as it is now after each conflict. */
  const update = async (kept: StoredPlayerRecord, note: PlayerNote) => {
    let current = kept;
    for (let attempt = 0; attempt < CONFLICT_TRIES; attempt += 1) {
      const change = recordChange(current, note);
      if (!change) return;
      try {
        await records.update('players', {
          id: current.id,
          data: { ...change, version: current.version },
          previousData: current,
        });
        return;
      } catch (error) {
        if (!isCode(error, ERROR_CODES.RECORD_CONFLICT)) throw error;
        const now = ((error as ApiError).body as { current?: StoredPlayerRecord } | undefined)?.current;
        current = now ?? (await records.getOne<StoredPlayerRecord>('players', { id: kept.id })).data;
      }
    }
  };

  /** A first record of a player; when another browser created one at the same moment, the first created stays. */
  const create = async (note: PlayerNote) => {
    const { data: mine } = await records.create<StoredPlayerRecord>('players', {
      data: mergePlayerRecords({ serial: note.serial }, note),
    });
    const all = (await ofSerials([note.serial])).get(serialKey(note.serial)) ?? [mine];
    const winner = firstCreated(all);
    if (!winner || winner.id === mine.id) return;
    await records.delete('players', { id: mine.id, previousData: mine }).catch(() => undefined);
    await update(winner, note);
  };

  const write = async (notes: readonly PlayerNote[]): Promise<ActivityKept> => {
    const batch = combined(notes);
    if (batch.length === 0) return 'kept';
    try {
      const kept = await ofSerials(batch.map((note) => note.serial));
      await Promise.all(
        batch.map((note) => {
          const first = firstCreated(kept.get(serialKey(note.serial)) ?? []);
          return first ? update(first, note) : create(note);
        }),
      );
      return 'kept';
    } catch (error) {
      return isCode(error, ERROR_CODES.RECORDS_NOT_CONFIGURED) ? 'noRecords' : 'notKept';
    }
  };

  // One batch at a time from this browser: its own writes never conflict with each other.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    playerRecords: async ({ signal } = {}) => {
      const all: StoredPlayerRecord[] = [];
      const pages = Math.ceil(RECORD_LIMITS.players.maxRecords / RECORD_PAGE_MAX);
      for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
        const data = await page({}, pageNumber, signal);
        all.push(...data);
        if (data.length < RECORD_PAGE_MAX) break;
      }
      const bySerial = new Map<string, StoredPlayerRecord>();
      for (const record of all) {
        const before = bySerial.get(serialKey(record.serial));
        bySerial.set(
          serialKey(record.serial),
          before ? { ...before, ...mergePlayerRecords(before, record) } : record,
        );
      }
      return [...bySerial.values()];
    },
    notePlayers: async (notes) => {
      await afterCurrentTask();
      const done = queue.then(() => write(notes));
      queue = done;
      return done;
    },
  };
}

/** The serial numbers and outcomes of an action on players, as notes for their records. */
export function outcomeNotes(input: ActivityInput, at: number): PlayerNote[] {
  if (!input.action.startsWith('player.')) return [];
  return input.targets
    .filter((target) => String(target.id) !== '')
    .map((target) => ({
      serial: String(target.id),
      lastOutcome: { action: input.action, ok: target.ok, error: target.error ?? null, at },
    }));
}

/** Every action recorded on players also updates their records' last outcome, off the action's path like its entry. */
export function withPlayerOutcomes(activity: ActivityApi, players: PlayerRecordsApi): ActivityApi {
  return {
    ...activity,
    recordActivity: (input) => {
      void players.notePlayers(outcomeNotes(input, Date.now()));
      return activity.recordActivity(input);
    },
  };
}
