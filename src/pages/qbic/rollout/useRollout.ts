import { localStore } from '../../../storage/browserStorage';
import { rolloutStorageKey } from '../../../storage/storageKeys';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readIdentity } from '../../../authProvider/storedUser';
import { finishAbort, prepareResume } from '../../../domain/rollout/progress';
import type { Rollout, RolloutFile } from '../../../domain/rollout/types';
import { checkAgain, toCheckAgain } from '../../../players/rollout/checkAgain';
import { ROLLOUT_INTERRUPTED, runRollout } from '../../../players/rollout/runRollout';
import type { PasswordPrompt } from '../../../players';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { rolloutEnded, rolloutStarted } from '../../../players/rollout/rolloutActivity';
import { useQbicEnvironment } from '../QbicEnvironment';
import {
  clearRollout,
  loadRollout,
  rolloutHeld,
  saveRollout,
  withRolloutLock,
} from '../../../players/rollout/rolloutStorage';

/** Progress alone is kept at most this often; a player's new state is kept at once. */
const SAVE_EVERY_MS = 500;
/**
 * The live view shows the rollout's changes at most this often: hundreds of players each change several times
 * (and report upload progress), and drawing every player's row again for each change costs more than the upload.
 */
const SHOW_EVERY_MS = 250;
/** How often a rollout another tab runs is looked at again, to see that tab closed. */
const HELD_LOOK_MS = 1_000;

export const fileFacts = (file: File): RolloutFile => ({
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
});

/** Whether a chosen file is the rollout's own (a reload asks for it again). */
const sameFile = (rollout: Rollout, file: File): boolean =>
  file.name === rollout.file.name && file.size === rollout.file.size;

export type RolloutNotice = 'otherTab' | 'otherFile' | null;

/** What the last "Check again" found: players read, and how many of them are updated now. */
export interface CheckedAgain {
  checked: number;
  updated: number;
}

const ended = (rollout: Rollout | null) => rollout?.status === 'done' || rollout?.status === 'aborted';

/** The person signed in to this browser now, as a rollout names who started it. */
const signedInPerson = (): Rollout['startedBy'] => {
  const identity = readIdentity(localStore());
  return identity ? { id: identity.id, name: identity.fullName } : undefined;
};

/** Who started the rollout when it was not the person signed in now (null when it was, or is not known). */
export const startedByOther = (rollout: Rollout, person = signedInPerson()): string | null =>
  rollout.startedBy && person && rollout.startedBy.id !== person.id ? rollout.startedBy.name : null;

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
  const [elsewhere, setElsewhere] = useState(false);
  const file = useRef<File | null>(null);
  const pauseWanted = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const lastSave = useRef(0);
  const unshown = useRef<Rollout | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The rollout as it stands now, for an answer that comes after a dialog (the abort's confirm).
  const latest = useRef(rollout);
  latest.current = rollout;

  /** Shows the last change not shown yet, now. */
  const flush = useCallback(() => {
    if (showTimer.current !== null) clearTimeout(showTimer.current);
    showTimer.current = null;
    if (unshown.current) setRollout(unshown.current);
    unshown.current = null;
  }, []);

  useEffect(() => {
    if (running) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === rolloutStorageKey(tenantId)) setRollout(loadRollout(tenantId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [running, tenantId]);

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
  const changedAt = rollout?.updatedAt;
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // While another tab holds it, look again now and then: a tab closed in the middle writes nothing more.
    const look = (id: string) =>
      void rolloutHeld(tenantId, id).then((held) => {
        if (!live) return;
        setElsewhere(held);
        if (held) timer = setTimeout(() => look(id), HELD_LOOK_MS);
      });
    if (runningId === null) setElsewhere(false);
    else look(runningId);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [runningId, changedAt, tenantId]);

  /** A change of the running rollout: shown with the next batch, kept at once when `durable`. */
  const keep = useCallback(
    (next: Rollout, durable: boolean) => {
      unshown.current = next;
      showTimer.current ??= setTimeout(flush, SHOW_EVERY_MS);
      if (!durable && Date.now() - lastSave.current < SAVE_EVERY_MS) return;
      lastSave.current = Date.now();
      saveRollout(tenantId, next);
    },
    [flush, tenantId],
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
        const outcome = await holding(start.id, setRunning, (signal) =>
          runRollout(start, {
            client,
            tenantId,
            prompt,
            passwords,
            file: chosen,
            control: { pauseRequested: () => pauseWanted.current, signal },
            onChange: keep,
          }),
        );
        if (outcome) logEnd(outcome);
      } finally {
        setPausing(false);
      }
    },
    [client, holding, keep, logEnd, passwords, prompt, tenantId],
  );

  const resume = useCallback(
    (chosen: File | null, leaveFailed = false) => {
      const current = rollout;
      const using = chosen ?? file.current;
      if (!current || !using) return;
      if (!sameFile(current, using)) {
        setNotice('otherFile');
        return;
      }
      void run(prepareResume(current, Date.now(), leaveFailed), using);
    },
    [rollout, run],
  );

  const stop = useCallback(() => {
    if (abort.current) {
      abort.current.abort();
      return;
    }
    const current = latest.current;
    if (!current || ended(current)) return;
    const aborted = finishAbort(current, Date.now());
    keepNow(aborted);
    logEnd(aborted);
  }, [keepNow, logEnd]);

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
    rollout,
    running,
    elsewhere,
    pausing,
    notice,
    checking,
    checked,
    hasFile: file.current !== null && rollout !== null && sameFile(rollout, file.current),
    start: (ready: Rollout, chosen: File) => {
      const owned = { ...ready, startedBy: signedInPerson() };
      keepNow(owned);
      void log(rolloutStarted(owned));
      void run(owned, chosen);
    },
    pause: () => {
      pauseWanted.current = true;
      setPausing(true);
    },
    resume,
    abort: stop,
    checkAgain: readAgain,
    close: () => {
      clearRollout(tenantId);
      setChecked(null);
      setRollout(null);
    },
  };
}

export type RolloutApi = ReturnType<typeof useRollout>;
