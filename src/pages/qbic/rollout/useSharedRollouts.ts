import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { DataProviderContext } from 'react-admin';
import { ApiError } from '../../../dataProvider/apiError';
import { ERROR_CODES } from '../../../dataProvider/errorCodes';
import type { RolloutRecordsApi } from '../../../dataProvider/rolloutRecords';
import { WATCH_EVERY_MS, type RolloutRecord } from '../../../domain/rollout/shared';

/** Whether the tenant's rollouts are shared records, kept in this browser only, or not known yet. */
type SharedMode = 'unknown' | 'shared' | 'local';

/** The console's data provider as given to <Admin>, when it keeps rollouts as records (not a test's). */
export function useRolloutRecordsApi(): Partial<RolloutRecordsApi> {
  return (useContext(DataProviderContext) ?? {}) as Partial<RolloutRecordsApi>;
}

const notConfigured = (error: unknown) =>
  error instanceof ApiError && error.code === ERROR_CODES.RECORDS_NOT_CONFIGURED;

/** What the last reading of the tenant's rollouts found. */
export interface SharedView {
  mode: SharedMode;
  records: RolloutRecord[];
  serverNow: number;
}

/**
 * The tenant's rollouts that have not ended, read every few seconds (`WATCH_EVERY_MS`) while the QBIC tab is open:
 * other computers' rollouts show live. A platform without records says so once and is not asked again.
 */
export function useSharedRollouts() {
  const api = useRolloutRecordsApi();
  const [view, setView] = useState<SharedView>(() => ({
    mode: typeof api.rolloutRecords === 'function' ? 'unknown' : 'local',
    records: [],
    serverNow: Date.now(),
  }));
  const tick = useRef(0);
  const read = useCallback(async (): Promise<SharedView> => {
    if (typeof api.rolloutRecords !== 'function')
      return { mode: 'local', records: [], serverNow: Date.now() };
    try {
      const { records, serverNow } = await api.rolloutRecords();
      return { mode: 'shared', records, serverNow };
    } catch (error) {
      if (notConfigured(error)) return { mode: 'local', records: [], serverNow: Date.now() };
      throw error;
    }
  }, [api]);

  const refresh = useCallback(async () => {
    const mine = ++tick.current;
    try {
      const next = await read();
      if (mine === tick.current) setView(next);
      return next;
    } catch {
      // The records could not be read this time: what was seen stays until the next reading.
      return null;
    }
  }, [read]);

  const mode = view.mode;
  useEffect(() => {
    if (mode === 'local') return;
    void refresh();
    const timer = setInterval(() => void refresh(), WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [mode, refresh]);

  return { ...view, api, refresh };
}

export type SharedRollouts = ReturnType<typeof useSharedRollouts>;
