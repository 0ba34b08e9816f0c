import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { BulkStep } from '../../../components/bulk/BulkUploadDialog';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { useQbicEnvironment } from '../QbicEnvironment';
import { LAST_SHEET_KEY } from '../drift/useBaselineStore';
import { pushedSheetRows } from './pushedSheet';
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
  /** Recording the push as the tenant's last sheet pushed failed: why (the push itself went through). */
  recordError: unknown;
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
  const [recordError, setRecordError] = useState<unknown>(null);
  const queryClient = useQueryClient();
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
      // The tenant's last sheet pushed: what this sheet's successful rows asked (a retry adds its own).
      const pushed = pushedSheetRows(rows, next);
      if (pushed.length > 0 && !abort.signal.aborted) {
        setRecordError(null);
        await dataProvider
          .recordSheetPushed(pushed)
          .then(() => queryClient.invalidateQueries({ queryKey: LAST_SHEET_KEY }))
          .catch((error: unknown) => setRecordError(error));
      }
      running.current = false;
      setPushing(false);
      setStep('done');
    },
    [cache, client, dataProvider, outcomes, qbicSecurityEnabled, queryClient, rows, setStep, tenantId],
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
    recordError,
    validate,
    push,
  };
}
