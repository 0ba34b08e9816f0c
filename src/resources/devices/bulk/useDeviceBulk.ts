import { localStore, sessionStore } from '../../../storage/browserStorage';
import { useCallback, useContext } from 'react';
import { DataProviderContext, useDataProvider, useLocale } from 'react-admin';
import { readIdentity } from '../../../authProvider/storedUser';
import { BULK_CONCURRENCY } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { useBulkPush, type BulkUpload, type PushWhich } from '../../../components/bulk/useBulkPush';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { SessionContext } from '../../../authProvider/sessionContext';
import { prepareRows, type PreparedRow } from './prepareRows';
import { pushTargets } from './pushActivity';
import { pushRows, type PushOutcome } from './pushRows';
import { endedBySession, saveRun, type SavedRun } from './savedRun';

export type DeviceBulk = BulkUpload<PreparedRow, PushOutcome>;

const pushable = (row: PreparedRow) => row.success && !row.unchanged;

/** Keeps a run the session's end cut short, for its owner to find again after signing in. */
const keepForSignIn = (rows: readonly PreparedRow[], outcomes: ReadonlyMap<number, PushOutcome>) => {
  const identity = readIdentity(localStore());
  if (identity)
    saveRun(
      sessionStore(),
      { userId: identity.id, tenantId: identity.tenantId },
      { rows, outcomes },
      Date.now(),
    );
};

/**
 * State of one bulk upload on the Devices tab: validate → push → done (000 §4). A run the session's end cut
 * short is kept, the session dialog shown, and `restored` brings it back at step done after signing in again.
 */
export function useDeviceBulk(onSaved: () => void, restored: SavedRun | null = null): DeviceBulk {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  // The saves go to the provider itself, not through react-admin's wrapper, which signs out on the first 401
  // and leaves the page before the run has brought every row to its final state.
  const saver = (useContext(DataProviderContext) ?? dataProvider) as AppDataProvider;
  const session = useContext(SessionContext);
  const log = useActivityLog();
  const read = useCallback(
    async (file: File) => prepareRows(await dataProvider.validateDeviceBulkSheet(file, { language: locale })),
    [dataProvider, locale],
  );
  const choose = useCallback(
    (rows: readonly PreparedRow[], outcomes: ReadonlyMap<number, PushOutcome>, which: PushWhich) =>
      rows
        .map((row, index) => ({ row, index }))
        .filter(({ row, index }) =>
          which === 'valid' ? pushable(row) : outcomes.get(index)?.state === 'failed',
        ),
    [],
  );
  const send = useCallback(
    (
      rows: PreparedRow[],
      signal: AbortSignal,
      onRow: (position: number, outcome: PushOutcome, percent: number) => void,
    ) =>
      pushRows(
        rows,
        (deviceId, payload, call) => saver.saveDeviceConfiguration(deviceId, payload, { signal: call }),
        {
          concurrency: BULK_CONCURRENCY,
          read: (deviceId, call) => saver.deviceConfiguration(deviceId, { signal: call }),
          signal,
          onRow,
        },
      ),
    [saver],
  );
  const ended = useCallback(
    (rows: readonly PreparedRow[], outcomes: ReadonlyMap<number, PushOutcome>, sent: readonly number[]) => {
      void log({ action: 'device.bulkPush', targets: pushTargets(rows, outcomes, sent) });
      if (endedBySession(outcomes)) {
        keepForSignIn(rows, outcomes);
        session?.ended();
      } else onSaved();
    },
    [log, onSaved, session],
  );
  return useBulkPush(useBulkValidation(read, restored?.rows ?? null), {
    choose,
    send,
    ended,
    restored: restored?.outcomes,
  });
}
