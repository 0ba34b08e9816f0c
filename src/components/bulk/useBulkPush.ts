import { useCallback, useEffect, useRef, useState } from 'react';
import type { BulkValidation } from './useBulkValidation';

/** Which rows a push sends: those without a problem (the first push), or those whose push failed (a retry). */
export type PushWhich = 'valid' | 'failed';

/** A row chosen for a push, with its index among the validated rows. */
interface ChosenRow<R> {
  row: R;
  index: number;
}

/** What the bulk dialog of either tab reads and calls: the validated file's rows and their push. */
export interface BulkUpload<R, O> extends Omit<BulkValidation<R>, 'setStep'> {
  /** Outcome per row index, for the rows pushed. */
  outcomes: ReadonlyMap<number, O>;
  pushing: boolean;
  percent: number;
  /** Pushes the rows without a problem (first push), or only those whose push failed (retry). */
  push(which: PushWhich): Promise<void>;
  /** Aborts the push under way: the rows not yet sent end as not sent. */
  stop(): void;
}

export interface BulkPushOptions<R, O> {
  /** The rows a push sends (keep it stable: useCallback). */
  choose(rows: readonly R[], outcomes: ReadonlyMap<number, O>, which: PushWhich): ChosenRow<R>[];
  /**
   * Sends the rows, telling each one's outcome and the percent done as it ends (keep it stable); `which` says
   * whether it is the first push or a retry of the failed rows.
   */
  send(
    rows: R[],
    signal: AbortSignal,
    onRow: (position: number, outcome: O, percent: number) => void,
    which: PushWhich,
  ): Promise<unknown>;
  /** Called once the push has ended, with every outcome and the indices of the rows it sent (keep it stable). */
  ended?(rows: readonly R[], outcomes: ReadonlyMap<number, O>, sent: readonly number[]): void;
  /** Outcomes of a run that comes back (after signing in again). */
  restored?: ReadonlyMap<number, O> | null;
}

/**
 * Step push of the bulk dialog, both tabs: the outcomes as the rows end, the percent, and one push at a time (a
 * double click before the first re-render would send the same rows twice). A row pushed again waits again; the
 * outcomes of the others stay. Leaving the dialog aborts the push.
 */
export function useBulkPush<R, O>(
  validation: BulkValidation<R>,
  { choose, send, ended, restored = null }: BulkPushOptions<R, O>,
): BulkUpload<R, O> {
  const { setStep, rows, ...validated } = validation;
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, O>>(() => restored ?? new Map());
  const [pushing, setPushing] = useState(false);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const running = useRef(false);
  useEffect(() => () => controller.current?.abort(), []);

  const push = useCallback(
    async (which: PushWhich) => {
      const chosen = choose(rows, outcomes, which);
      if (chosen.length === 0 || running.current) return;
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setPushing(true);
      setPercent(0);
      const next = new Map(outcomes);
      for (const { index } of chosen) next.delete(index);
      setOutcomes(new Map(next));
      try {
        await send(
          chosen.map(({ row }) => row),
          abort.signal,
          (position, outcome, done) => {
            next.set(chosen[position].index, outcome);
            setOutcomes(new Map(next));
            setPercent(done);
          },
          which,
        );
      } finally {
        running.current = false;
        setPushing(false);
      }
      setStep('done');
      ended?.(
        rows,
        next,
        chosen.map(({ index }) => index),
      );
    },
    [choose, ended, outcomes, rows, send, setStep],
  );
  const stop = useCallback(() => controller.current?.abort(), []);

  return { ...validated, rows, outcomes, pushing, percent, push, stop };
}
