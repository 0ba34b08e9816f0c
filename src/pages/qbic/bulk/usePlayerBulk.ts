import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { BulkStep } from '../../../components/bulk/BulkUploadDialog';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { useQbicEnvironment } from '../QbicEnvironment';
import { preparePlayerRows, type PreparedPlayerRow, type ScannedPlayer } from './playerRows';
import { pushPlayers, rowsToPush, type PlayerPushOutcome } from './pushPlayers';

export interface PlayerBulk {
  step: BulkStep;
  file: File | null;
  chooseFile(file: File): void;
  fileError: string | null;
  refuseFile(): void;
  validating: boolean;
  rows: PreparedPlayerRow[];
  outcomes: ReadonlyMap<number, PlayerPushOutcome>;
  pushing: boolean;
  percent: number;
  /** Validates the chosen file; a refused file is said in the dialog, which stays open. */
  validate(): Promise<void>;
  /** Pushes the rows without a problem (first push), or only those whose push failed (retry). */
  push(which: 'valid' | 'failed'): Promise<void>;
}

/** One player bulk upload: validate → push → done; the rows keep their passwords only in memory. */
export function usePlayerBulk(scanned: readonly ScannedPlayer[], qbicSecurityEnabled: boolean): PlayerBulk {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const { client, cache, tenantId } = useQbicEnvironment();
  const read = useCallback(
    async (file: File) =>
      preparePlayerRows(await dataProvider.uploadPlayerBulkSheet(file, { language: locale }), scanned),
    [dataProvider, locale, scanned],
  );
  const { step, setStep, file, chooseFile, fileError, refuseFile, validating, rows, validate } =
    useBulkValidation(read);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, PlayerPushOutcome>>(new Map());
  const [pushing, setPushing] = useState(false);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // A double click starts one push: a second before the first re-renders would send the same players twice.
  const running = useRef(false);
  useEffect(() => () => controller.current?.abort(), []);

  const push = useCallback(
    async (which: 'valid' | 'failed') => {
      const chosen = rowsToPush(rows, outcomes, which);
      if (chosen.length === 0 || running.current) return;
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setPushing(true);
      setPercent(0);
      // A saved player keeps its outcome and is never sent twice; the retried ones wait again.
      const next = new Map(outcomes);
      for (const { index } of chosen) next.delete(index);
      setOutcomes(new Map(next));
      await pushPlayers(
        chosen.map(({ row }) => row),
        {
          client,
          cache,
          tenantId,
          qbicSecurityEnabled,
          signal: abort.signal,
          onRow: (position, outcome, done) => {
            next.set(chosen[position].index, outcome);
            setOutcomes(new Map(next));
            setPercent(done);
          },
        },
      );
      running.current = false;
      setPushing(false);
      setStep('done');
    },
    [cache, client, outcomes, qbicSecurityEnabled, rows, setStep, tenantId],
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
  };
}
