import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { BULK_CONCURRENCY } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import type { BulkStep } from '../../../components/bulk/BulkUploadDialog';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { prepareRows, type PreparedRow } from './prepareRows';
import { pushRows, type PushOutcome } from './pushRows';

export interface DeviceBulk {
  step: BulkStep;
  file: File | null;
  chooseFile(file: File): void;
  validating: boolean;
  rows: PreparedRow[];
  /** Outcome per row index, for the rows pushed. */
  outcomes: ReadonlyMap<number, PushOutcome>;
  pushing: boolean;
  percent: number;
  /** Validates the chosen file; a refused file is shown and calls onRefused. */
  validate(onRefused: () => void): Promise<void>;
  /** Pushes the valid rows that change something (first push), or the failed ones again (retry). */
  push(which: 'valid' | 'failed'): Promise<void>;
  stop(): void;
}

const pushable = (row: PreparedRow) => row.success && !row.unchanged;

/** State of one bulk upload on the Devices tab: validate → push → done (000 §4). */
export function useDeviceBulk(onSaved: () => void): DeviceBulk {
  const dataProvider = useDataProvider<AppDataProvider>();
  const read = useCallback(
    async (file: File) => prepareRows(await dataProvider.validateDeviceBulkSheet(file)),
    [dataProvider],
  );
  const { step, setStep, file, chooseFile, validating, rows, validate } = useBulkValidation(read);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, PushOutcome>>(new Map());
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
        (deviceId, payload, signal) => dataProvider.saveDeviceConfiguration(deviceId, payload, { signal }),
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
      onSaved();
    },
    [dataProvider, onSaved, outcomes, rows, setStep],
  );

  return {
    step,
    file,
    chooseFile,
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
