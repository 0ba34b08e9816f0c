import { useCallback, useEffect, useRef, useState } from 'react';
import { finishAbort, prepareResume } from '../../../domain/rollout/progress';
import type { Rollout } from '../../../domain/rollout/types';
import { checkAgain, toCheckAgain } from '../../../players/rollout/checkAgain';
import { ROLLOUT_INTERRUPTED, runRollout } from '../../../players/rollout/runRollout';
import type { PasswordPrompt } from '../../../players';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { rolloutEnded, rolloutStarted } from '../../../players/rollout/rolloutActivity';
import { useQbicEnvironment } from '../QbicEnvironment';
import {
  clearRollout,
  loadRollout,
  saveRollout,
  withRolloutLock,
} from '../../../players/rollout/rolloutStorage';
import { useHeldElsewhere } from './useHeldElsewhere';
import { useOtherTabsRollout } from './useOtherTabsRollout';
import { useRolloutHold, type HoldRefusal } from './useRolloutHold';
import { useSharedRollouts } from './useSharedRollouts';
import { useWatchedRollout } from './useWatchedRollout';
import { ended, sameFile, signedInPerson, type CheckedAgain, type RolloutNotice } from './rolloutView';

/** Progress alone is kept at most this often; a player's new state is kept at once. */
const SAVE_EVERY_MS = 500;
/**
 * The live view shows the rollout's changes at most this often: hundreds of players each change several times
 * (and report upload progress), and drawing every player's row again for each change costs more than the upload.
 */
const SHOW_EVERY_MS = 250;

/**
 * The tenant's rollout in this browser: kept in localStorage so a reload, a sign-out or a lost session finds
 * it where it was; run by one tab at a time (Web Locks); watched live by the others. A player no known password
 * opens is asked for with `prompt` when its turn comes.
 */
export function useRollout(prompt?: PasswordPrompt) {
  const { client, tenantId, passwords } = useQbicEnvironment();
  const log = useActivityLog();
  /** A rollout that ended (done or stopped) is recorded, once per end. */
  const logEnd = useCallback(
    (ended: Rollout) => {
      const entry = rolloutEnded(ended);
      if (entry) void log(entry);
    },
    [log],
  );
  const [rollout, setRollout] = useState<Rollout | null>(() => loadRollout(tenantId));
  const [running, setRunning] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [notice, setNotice] = useState<RolloutNotice>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<CheckedAgain | null>(null);
  const [refusal, setRefusal] = useState<HoldRefusal | null>(null);
  const file = useRef<File | null>(null);
  const pauseWanted = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const lastSave = useRef(0);
  const unshown = useRef<Rollout | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The rollout as it stands now, for an answer that comes after a dialog (the abort's confirm).
  const latest = useRef<Rollout | null>(rollout);

  /** Shows the last change not shown yet, now. */
  const flush = useCallback(() => {
    if (showTimer.current !== null) clearTimeout(showTimer.current);
    showTimer.current = null;
    if (unshown.current) setRollout(unshown.current);
    unshown.current = null;
  }, []);

  useOtherTabsRollout(tenantId, running, setRollout);

  // Leaving the page (signing out, a session that ended, another page of the console) interrupts the rollout:
  // it is kept where it was and offered for resume, never aborted.
  useEffect(
    () => () => {
      abort.current?.abort(ROLLOUT_INTERRUPTED);
      if (showTimer.current !== null) clearTimeout(showTimer.current);
    },
    [],
  );

  // A notice speaks of the rollout as it stood: once it has moved on (ended, or run from another tab), it is gone.
  const status = rollout?.status;
  useEffect(() => setNotice(null), [status]);

  // A rollout kept as running that this tab does not run: another tab runs it, or it was interrupted.
  const runningId = !running && rollout?.status === 'running' ? rollout.id : null;
  const elsewhere = useHeldElsewhere(tenantId, runningId, rollout?.updatedAt);

  // The tenant's rollouts as records: another computer's is shown read-only; one that took this browser's over
  // replaces the copy kept here.
  const shared = useSharedRollouts();
  const hold = useRolloutHold(shared, signedInPerson, () => {
    abort.current?.abort(ROLLOUT_INTERRUPTED);
    setNotice('takenOver');
  });
  const link = rollout?.shared;
  useEffect(() => {
    const record = link && shared.records.find((each) => each.id === link.recordId);
    if (!record || record.holder.key === link.holderKey || hold.holds()) return;
    clearRollout(tenantId);
    setRollout(null);
  }, [hold, link, shared.records, tenantId]);
  const { watched, remote, others, follow } = useWatchedRollout(shared, rollout);
  const shown = rollout ?? watched;
  latest.current = shown;

  /** A change of the running rollout: shown with the next batch, kept at once when `durable`. */
  const keep = useCallback(
    (next: Rollout, durable: boolean) => {
      unshown.current = next;
      showTimer.current ??= setTimeout(flush, SHOW_EVERY_MS);
      if (!durable && Date.now() - lastSave.current < SAVE_EVERY_MS) return;
      lastSave.current = Date.now();
      saveRollout(tenantId, next);
      hold.push(next);
    },
    [flush, hold, tenantId],
  );

  /** A change made by the administrator (start, abort while stopped): shown and kept at once. */
  const keepNow = useCallback(
    (next: Rollout) => {
      keep(next, true);
      flush();
    },
    [flush, keep],
  );

  /**
   * Runs `work` while this tab holds the rollout's lock (leaving the page cancels it through its signal). Answers
   * what the work gave, or null when another tab holds the lock (said in a notice) or the page left.
   */
  const holding = useCallback(
    async <T>(id: string, setBusy: (busy: boolean) => void, work: (signal: AbortSignal) => Promise<T>) => {
      const controller = new AbortController();
      abort.current = controller;
      setNotice(null);
      setRefusal(null);
      setChecked(null);
      setBusy(true);
      try {
        const outcome = await withRolloutLock(tenantId, id, () => work(controller.signal));
        if (outcome === 'busy') setNotice('otherTab');
        return outcome === 'busy' || controller.signal.aborted ? null : outcome;
      } finally {
        flush();
        abort.current = null;
        setBusy(false);
      }
    },
    [flush, tenantId],
  );

  const run = useCallback(
    async (start: Rollout, chosen: File) => {
      file.current = chosen;
      pauseWanted.current = false;
      try {
        const outcome = await holding(start.id, setRunning, (signal) => {
          hold.hold(start);
          return runRollout(start, {
            client,
            tenantId,
            prompt,
            passwords,
            file: chosen,
            control: { pauseRequested: () => pauseWanted.current, signal },
            onChange: keep,
          });
        });
        if (outcome && ended(outcome)) await hold.release();
        if (outcome) logEnd(outcome);
      } finally {
        setPausing(false);
      }
    },
    [client, hold, holding, keep, logEnd, passwords, prompt, tenantId],
  );

  /** The rollout taken for this tab (claimed when it is shared), kept here; null when refused (said). */
  const taken = useCallback(
    async (current: Rollout) => {
      setRefusal(null);
      const outcome = await hold.take(current, rollout !== null);
      if ('refused' in outcome) {
        setRefusal(outcome.refused);
        return null;
      }
      return outcome.ok;
    },
    [hold, rollout],
  );

  const resume = useCallback(
    async (chosen: File | null, leaveFailed = false) => {
      const current = latest.current;
      const using = chosen ?? file.current;
      if (!current || !using) return;
      if (!sameFile(current, using)) {
        setNotice('otherFile');
        return;
      }
      const mine = await taken(current);
      if (!mine) return;
      if (!rollout) keepNow(mine);
      void run(prepareResume(mine, Date.now(), leaveFailed), using);
    },
    [keepNow, rollout, run, taken],
  );

  const stop = useCallback(async () => {
    if (abort.current) {
      abort.current.abort();
      return;
    }
    const current = latest.current;
    if (!current || ended(current)) return;
    const mine = await taken(current);
    if (!mine) return;
    hold.hold(mine);
    const aborted = finishAbort(mine, Date.now());
    keepNow(aborted);
    await hold.release();
    logEnd(aborted);
  }, [hold, keepNow, logEnd, taken]);

  /** Reads the failed and unchecked players of an ended rollout again; held like a run, one tab at a time. */
  const readAgain = useCallback(async () => {
    const current = latest.current;
    if (!current || !ended(current) || abort.current) return;
    const indexes = toCheckAgain(current);
    const outcome = await holding(current.id, setChecking, (signal) =>
      checkAgain(current, { client, tenantId, passwords, signal, onChange: (next) => keep(next, true) }),
    );
    if (!outcome) return;
    const updated = indexes.filter((index) => outcome.players[index].phase === 'updated').length;
    setChecked({ checked: indexes.length, updated });
  }, [client, holding, keep, passwords, tenantId]);

  return {
    rollout: shown,
    running,
    elsewhere,
    remote,
    others,
    follow,
    /** The tenant's rollouts are kept in this browser only: colleagues cannot see them. */
    localOnly: shared.mode === 'local',
    shared,
    pausing,
    notice,
    refusal,
    checking,
    checked,
    hasFile: file.current !== null && shown !== null && sameFile(shown, file.current),
    /** Starts a rollout; answers why it was refused (nothing started), or null once it runs. */
    start: async (ready: Rollout, chosen: File): Promise<HoldRefusal | null> => {
      const begun = await hold.begin({ ...ready, startedBy: signedInPerson() });
      if ('refused' in begun) return begun.refused;
      keepNow(begun.ok);
      void log(rolloutStarted(begun.ok));
      void run(begun.ok, chosen);
      return null;
    },
    pause: () => {
      pauseWanted.current = true;
      setPausing(true);
    },
    resume: (chosen: File | null, leaveFailed?: boolean) => void resume(chosen, leaveFailed),
    abort: () => void stop(),
    checkAgain: readAgain,
    close: () => {
      if (rollout) hold.remove(rollout);
      clearRollout(tenantId);
      setChecked(null);
      setRollout(null);
    },
  };
}

export type RolloutApi = ReturnType<typeof useRollout>;
