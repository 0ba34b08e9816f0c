import type { DataProvider } from 'ra-core';
import { RECORD_LIMITS } from '../contract/records';
import {
  holderName,
  holderOf,
  recordFields,
  rolloutOf,
  startWinner,
  type RolloutHolder,
  type RolloutRecord,
  type RolloutRecordFields,
} from '../domain/rollout/shared';
import type { Rollout } from '../domain/rollout/types';
import { ApiError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import type { CallOptions } from './urls';

/** What a start or a claim came to: the rollout tied to its record, or the record that holds its players. */
type SharedOutcome = { won: true; rollout: Rollout } | { won: false; holder: RolloutRecord | null };

/**
 * The tenant's rollouts as records of `rollouts` (issue 34): every computer sees them, one runs each, and none
 * starts a rollout on players another holds. The server's clock is learned from the answers of this browser's
 * writes (`createdAt`, `updatedAt`), so leases are read in one clock whatever this computer's says.
 */
export interface RolloutRecordsApi {
  /** The tenant's rollouts that have not ended, oldest first, and the server's time now as this browser knows it. */
  rolloutRecords(options?: CallOptions): Promise<{ records: RolloutRecord[]; serverNow: number }>;
  /**
   * Creates the rollout's record, then reads every rollout that has not ended: the first created that holds one of
   * its players wins. A rollout that lost deletes its record and is refused with the winner.
   */
  startSharedRollout(rollout: Rollout, holder: RolloutHolder): Promise<SharedOutcome>;
  /** Writes the rollout as it stands and renews the lease; 'lost' when someone else changed the record since. */
  writeSharedRollout(rollout: Rollout, holder: RolloutHolder): Promise<Rollout | 'lost'>;
  /** Takes over a rollout whose lease expired (its browser is gone), from the version read. */
  claimSharedRollout(record: RolloutRecord, holder: RolloutHolder): Promise<SharedOutcome>;
  deleteSharedRollout(id: string): Promise<void>;
}

const UNFINISHED = ['ready', 'running', 'paused'];

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.code === ERROR_CODES.RECORD_CONFLICT;

export function createRolloutRecordsApi(records: DataProvider): RolloutRecordsApi {
  /** The records server's clock minus this browser's, learned from the last write's answer. */
  let offset = 0;
  const serverNow = () => Date.now() + offset;
  const learn = (record: RolloutRecord) => {
    offset = Date.parse(record.updatedAt) - Date.now();
    return record;
  };
  const list = async (signal?: AbortSignal) => {
    const { data } = await records.getList<RolloutRecord>('rollouts', {
      pagination: { page: 1, perPage: RECORD_LIMITS.rollouts.maxRecords },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { state: UNFINISHED },
      signal,
    });
    return data;
  };
  const update = async (id: string, version: number, data: object) => {
    const { data: saved } = await records.update<RolloutRecord>('rollouts', {
      id,
      data: { ...data, version },
      previousData: { id } as RolloutRecord,
    });
    return learn(saved);
  };
  return {
    rolloutRecords: async ({ signal } = {}) => ({ records: await list(signal), serverNow: serverNow() }),
    startSharedRollout: async (rollout, holder) => {
      const fields = recordFields({ ...rollout, status: 'running' }, holder, serverNow());
      const { data } = await records.create<RolloutRecord>('rollouts', { data: fields });
      const mine = learn(data);
      const winner = startWinner(await list(), mine, Date.parse(mine.createdAt));
      if (winner.id === mine.id) return { won: true, rollout: rolloutOf(mine, holder.key) };
      await records.delete('rollouts', { id: mine.id }).catch(() => undefined);
      return { won: false, holder: winner };
    },
    writeSharedRollout: async (rollout, holder) => {
      if (!rollout.shared) return rollout;
      const { recordId, version } = rollout.shared;
      try {
        const saved = await update(recordId, version, recordFields(rollout, holder, serverNow()));
        return { ...rollout, shared: { ...rollout.shared, version: saved.version } };
      } catch (error) {
        if (isConflict(error)) return 'lost';
        throw error;
      }
    },
    claimSharedRollout: async (record, holder) => {
      const rollout = rolloutOf(record, holder.key);
      try {
        const saved = await update(record.id, record.version, recordFields(rollout, holder, serverNow()));
        return { won: true, rollout: rolloutOf(saved, holder.key) };
      } catch (error) {
        if (!isConflict(error)) throw error;
        const current = (error as ApiError).body as { current?: RolloutRecord } | undefined;
        return { won: false, holder: current?.current ?? null };
      }
    },
    deleteSharedRollout: async (id) => {
      await records.delete('rollouts', { id });
    },
  };
}

/**
 * Who holds any of `players` now (read afresh): the name of who runs that rollout, or null when nobody does, the
 * platform keeps no records, or they cannot be read (an action on players is never stopped by a records outage).
 */
export async function playersHeldBy(
  api: Partial<RolloutRecordsApi>,
  players: Pick<RolloutRecordFields, 'serials' | 'ips'>,
): Promise<string | null> {
  if (typeof api.rolloutRecords !== 'function') return null;
  const fresh = await api.rolloutRecords().catch(() => null);
  const record = fresh ? holderOf(fresh.records, players, fresh.serverNow) : null;
  return record ? holderName(record) : null;
}
