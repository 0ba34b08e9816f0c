import { localStore } from '../../../storage/browserStorage';
import { rolloutStorageKey } from '../../../storage/storageKeys';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readIdentity } from '../../../authProvider/storedUser';
import { finishAbort, prepareResume } from '../../../domain/rollout/progress';
import type { Rollout, RolloutFile } from '../../../domain/rollout/types';
import { ROLLOUT_INTERRUPTED, runRollout } from '../../../players/rollout/runRollout';
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

export const fileFacts = (file: File): RolloutFile => ({
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
});

/** Whether a chosen file is the rollout's own (a reload asks for it again). */
const sameFile = (rollout: Rollout, file: File): boolean =>
  file.name === rollout.file.name && file.size === rollout.file.size;

export type RolloutNotice = 'otherTab' | 'otherFile' | null;

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
 * it where it was; run by one tab at a time (Web Locks); watched live by the others.
 */
export function useRollout() {
  const { client, tenantId } = useQbicEnvironment();
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
  const [elsewhere, setElsewhere] = useState(false);
  const file = useRef<File | null>(null);
  const pauseWanted = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const lastSave = useRef(0);
  const unshown = useRef<Rollout | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

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

  // A rollout kept as running that this tab does not run: another tab runs it, or it was interrupted.
  const runningId = !running && rollout?.status === 'running' ? rollout.id : null;
  const changedAt = rollout?.updatedAt;
  useEffect(() => {
    let live = true;
    if (runningId === null) setElsewhere(false);
    else void rolloutHeld(tenantId, runningId).then((held) => live && setElsewhere(held));
    return () => {
      live = false;
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

  const run = useCallback(
    async (start: Rollout, chosen: File) => {
      file.current = chosen;
      pauseWanted.current = false;
      const controller = new AbortController();
      abort.current = controller;
      setNotice(null);
      setRunning(true);
      try {
        const outcome = await withRolloutLock(tenantId, start.id, () =>
          runRollout(start, {
            client,
            tenantId,
            file: chosen,
            control: { pauseRequested: () => pauseWanted.current, signal: controller.signal },
            onChange: keep,
          }),
        );
        if (outcome === 'busy') setNotice('otherTab');
        else logEnd(outcome);
      } finally {
        flush();
        abort.current = null;
        setRunning(false);
        setPausing(false);
      }
    },
    [client, flush, keep, logEnd, tenantId],
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
    if (!rollout) return;
    const ended = finishAbort(rollout, Date.now());
    keepNow(ended);
    logEnd(ended);
  }, [keepNow, logEnd, rollout]);

  return {
    rollout,
    running,
    elsewhere,
    pausing,
    notice,
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
    close: () => {
      clearRollout(tenantId);
      setRollout(null);
    },
  };
}

export type RolloutApi = ReturnType<typeof useRollout>;
