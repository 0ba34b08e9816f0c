import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { DataProviderContext, useDataProvider, useLocale } from 'react-admin';
import { readIdentity } from '../../../authProvider/storedUser';
import { BULK_CONCURRENCY } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import type { BulkStep } from '../../../components/bulk/BulkUploadDialog';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { SessionContext } from '../../../authProvider/sessionContext';
import { prepareRows, type PreparedRow } from './prepareRows';
import { pushRows, type PushOutcome } from './pushRows';
import { endedBySession, saveRun, type SavedRun } from './savedRun';

export interface DeviceBulk {
  step: BulkStep;
  file: File | null;
  chooseFile(file: File): void;
  fileError: string | null;
  refuseFile(): void;
  validating: boolean;
  rows: PreparedRow[];
  /** Outcome per row index, for the rows pushed. */
  outcomes: ReadonlyMap<number, PushOutcome>;
  pushing: boolean;
  percent: number;
  /** Validates the chosen file; a refused file is said in the dialog, which stays open. */
  validate(): Promise<void>;
  /** Pushes the valid rows that change something (first push), or the failed ones again (retry). */
  push(which: 'valid' | 'failed'): Promise<void>;
  stop(): void;
}

const pushable = (row: PreparedRow) => row.success && !row.unchanged;

/** Keeps a run the session's end cut short, for its owner to find again after signing in. */
const keepForSignIn = (rows: readonly PreparedRow[], outcomes: ReadonlyMap<number, PushOutcome>) => {
  const identity = readIdentity(localStorage);
  if (identity)
    saveRun(
      sessionStorage,
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
  const read = useCallback(
    async (file: File) => prepareRows(await dataProvider.validateDeviceBulkSheet(file, { language: locale })),
    [dataProvider, locale],
  );
  const { step, setStep, file, chooseFile, fileError, refuseFile, validating, rows, validate } =
    useBulkValidation(read, restored?.rows ?? null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, PushOutcome>>(
    () => restored?.outcomes ?? new Map(),
  );
  const [pushing, setPushing] = useState(false);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const push = useCallback(
    async (which: 'valid' | 'failed') => {
      const indexes = rows
        .map((row, index) => ({ row, index }))
        .filter(({ row, index }) =>
          which === 'valid' ? pushable(row) : outcomes.get(index)?.state === 'failed',
        );
      if (indexes.length === 0) return;
      const abort = new AbortController();
      controller.current = abort;
      setPushing(true);
      setPercent(0);
      // Rows shown as waiting until they end; earlier outcomes of other rows stay.
      const next = new Map(outcomes);
      for (const { index } of indexes) next.delete(index);
      setOutcomes(new Map(next));
      await pushRows(
        indexes.map(({ row }) => row),
        (deviceId, payload, signal) => saver.saveDeviceConfiguration(deviceId, payload, { signal }),
        {
          concurrency: BULK_CONCURRENCY,
          signal: abort.signal,
          onRow: (position, outcome, done) => {
            next.set(indexes[position].index, outcome);
            setOutcomes(new Map(next));
            setPercent(done);
          },
        },
      );
      setPushing(false);
      setStep('done');
      if (endedBySession(next)) {
        keepForSignIn(rows, next);
        session?.ended();
      } else onSaved();
    },
    [onSaved, outcomes, rows, saver, session, setStep],
  );

  return {
    step,
    file,
    chooseFile,
    fileError,
    refuseFile,
    validating,
    rows,
    outcomes,
    pushing,
    percent,
    validate,
    push,
    stop: useCallback(() => controller.current?.abort(), []),
  };
}
