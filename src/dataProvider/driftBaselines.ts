import type { DataProvider } from 'ra-core';
import {
  baselineNameProblem,
  type LastSheetPushed,
  type SavedBaseline,
  type SavedBaselineDraft,
  type SheetPushRow,
} from '../domain/drift/baseline';
import { RECORD_LIMITS } from '../contract/records';
import { ApiError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import type { CallOptions } from './urls';

/**
 * The drift check's kept baselines and the last bulk sheet pushed (issue 23), kept as the records `baselines`
 * and `sheets` (issue 34) through the records provider.
 */
export interface DriftBaselineApi {
  savedBaselines(options?: CallOptions): Promise<SavedBaseline[]>;
  /** Saves a new baseline; a name the tenant already uses is refused (95002). */
  saveBaseline(draft: SavedBaselineDraft, options?: CallOptions): Promise<SavedBaseline>;
  /**
   * Renames (only `name`) or overwrites (with `values` and `source`) the baseline as it was read:
   * refused (95001) when someone changed it since.
   */
  updateBaseline(
    baseline: SavedBaseline,
    change: Pick<SavedBaselineDraft, 'name'> & Partial<SavedBaselineDraft>,
    options?: CallOptions,
  ): Promise<SavedBaseline>;
  deleteBaseline(id: string, options?: CallOptions): Promise<void>;
  /** The last player sheet pushed in the tenant, or null when none was pushed yet. */
  lastSheetPushed(options?: CallOptions): Promise<LastSheetPushed | null>;
  /** Records what a completed push asked each player to hold (only its rows pushed without a failure). */
  recordSheetPushed(rows: readonly SheetPushRow[], options?: CallOptions): Promise<LastSheetPushed>;
}

type Stored = Record<string, unknown> & { id: string; version: number; updatedAt?: string };

const baselineOf = (record: Stored): SavedBaseline => ({
  id: record.id,
  name: String(record.name ?? ''),
  values: record.values as SavedBaseline['values'],
  source: record.source as SavedBaseline['source'],
  modifiedDate: String(record.updatedAt ?? ''),
  version: record.version,
});

const sheetOf = (record: Stored): LastSheetPushed => ({
  pushedAt: String(record.createdAt ?? ''),
  pushedBy: String((record.createdBy as { name?: unknown } | undefined)?.name ?? ''),
  rows: record.rows as SheetPushRow[],
});

const refusal = (code: number, message: string) => new ApiError(code, message, 409);

/** A stale version is the baseline conflict (95001) the drift dialog already explains. */
const asBaselineConflict = (error: unknown): never => {
  if (error instanceof ApiError && error.code === ERROR_CODES.RECORD_CONFLICT)
    throw refusal(ERROR_CODES.BASELINE_CONFLICT, error.message);
  throw error;
};

export const createDriftBaselineApi = (records: DataProvider): DriftBaselineApi => {
  const all = async (signal?: AbortSignal) => {
    const { data } = await records.getList<Stored>('baselines', {
      pagination: { page: 1, perPage: RECORD_LIMITS.baselines.maxRecords },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      signal,
    });
    return data.map(baselineOf);
  };
  /** Names are unique per tenant ignoring case: checked against the list as it is now. */
  const refuseTaken = async (name: string, selfId?: string, signal?: AbortSignal) => {
    if (baselineNameProblem(name, await all(signal), selfId) === 'taken')
      throw refusal(ERROR_CODES.DUPLICATE_BASELINE_NAME, `A baseline named "${name}" already exists`);
  };
  return {
    savedBaselines: ({ signal } = {}) => all(signal),
    saveBaseline: async (draft, { signal } = {}) => {
      await refuseTaken(draft.name, undefined, signal);
      const { data } = await records.create<Stored>('baselines', {
        data: { ...draft, name: draft.name.trim() },
      });
      return baselineOf(data);
    },
    updateBaseline: async (baseline, change, { signal } = {}) => {
      await refuseTaken(change.name, baseline.id, signal);
      const data = {
        name: change.name.trim(),
        values: change.values ?? baseline.values,
        source: change.source ?? baseline.source,
        version: baseline.version,
      };
      const updated = await records
        .update<Stored>('baselines', { id: baseline.id, data, previousData: baseline as unknown as Stored })
        .catch(asBaselineConflict);
      return baselineOf(updated.data);
    },
    deleteBaseline: async (id) => {
      await records.delete('baselines', { id });
    },
    lastSheetPushed: async ({ signal } = {}) => {
      const { data } = await records.getList<Stored>('sheets', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
        signal,
      });
      return data[0] ? sheetOf(data[0]) : null;
    },
    recordSheetPushed: async (rows) => {
      const { data } = await records.create<Stored>('sheets', { data: { rows } });
      return sheetOf(data);
    },
  };
};
