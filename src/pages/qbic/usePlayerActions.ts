import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isDeviceError,
  lockPlayers,
  rebootPlayers,
  unlockPlayers,
  waitUntilBack,
  type PasswordPrompt,
  type PlayerActionOptions,
  type PlayerActionResult,
  type PlayerRef,
} from '../../players';
import { useActivityLog } from '../../components/activity/useActivityLog';
import { offlineRow, reportOf, type ActionReport, type ActionReportRow } from '../../players/actionSummary';
import {
  applyActionResults,
  patchPlayers,
  playerKey,
  toRef,
  type PlayerAction,
  type QbicPlayer,
} from '../../players/playerModel';
import { useQbicEnvironment } from './QbicEnvironment';
import { usePlayers } from './usePlayers';

export interface ActionProgress {
  action: PlayerAction;
  completed: number;
  total: number;
}

export type ActionNotice = 'securityDisabled' | null;

/** A player of an action's report as the activity log keeps it: serial number, name, done or why not. */
const reportTarget = (row: ActionReportRow) => ({
  id: row.serial,
  name: row.name,
  ok: row.ok,
  error: row.errorKey,
  ...(row.detail ? { errorArgs: { detail: row.detail } } : {}),
});

function runAction(
  action: PlayerAction,
  refs: PlayerRef[],
  options: PlayerActionOptions,
  enableQbicSecurity: boolean,
): Promise<PlayerActionResult[]> {
  if (action === 'lock') return lockPlayers(refs, { ...options, enableQbicSecurity });
  return action === 'unlock' ? unlockPlayers(refs, options) : rebootPlayers(refs, options);
}

/**
 * Unlock, lock and reboot on one or many players with bounded concurrency, progress and cancel; the result
 * per player as a report, or the offline-device dialog for a single player that does not answer. Rebooted
 * players are watched until they answer again.
 */
export function usePlayerActions(prompt: PasswordPrompt, enableQbicSecurity: boolean | undefined) {
  const { client, cache, tenantId, passwords } = useQbicEnvironment();
  const { update } = usePlayers();
  const log = useActivityLog();
  const [progress, setProgress] = useState<ActionProgress | null>(null);
  const [report, setReport] = useState<ActionReport | null>(null);
  const [offline, setOffline] = useState<ActionReportRow | null>(null);
  const [notice, setNotice] = useState<ActionNotice>(null);
  const run = useRef<AbortController | null>(null);
  const watches = useRef<AbortController | null>(null);
  useEffect(() => {
    const watching = new AbortController();
    watches.current = watching;
    return () => {
      run.current?.abort();
      watching.abort();
    };
  }, []);

  const watchReboots = useCallback(
    (results: PlayerActionResult[]) => {
      for (const result of results) {
        if (!result.ok) continue;
        const key = playerKey(result.item);
        const signal = watches.current?.signal;
        if (!signal) return;
        void waitUntilBack(result.item, { client, signal }).then((back) => {
          if (signal.aborted) return;
          const seen = back ? { online: true, lastSeen: Date.now(), unchecked: false } : {};
          update((players) => patchPlayers(players, [key], () => ({ rebooting: false, ...seen })));
        });
      }
    },
    [client, update],
  );

  const start = useCallback(
    async (action: PlayerAction, targets: readonly QbicPlayer[]) => {
      if (targets.length === 0 || run.current) return;
      if (action === 'lock' && !enableQbicSecurity) {
        setNotice('securityDisabled');
        return;
      }
      const abort = new AbortController();
      run.current = abort;
      setProgress({ action, completed: 0, total: targets.length });
      const options: PlayerActionOptions = {
        client,
        cache,
        tenantId,
        prompt,
        passwords,
        signal: abort.signal,
        onProgress: ({ completed, total }) => setProgress({ action, completed, total }),
      };
      try {
        const results = await runAction(action, targets.map(toRef), options, enableQbicSecurity === true);
        update((players) => applyActionResults(players, action, results));
        const summary = reportOf(action, targets, results);
        void log({ action: `player.${action}`, targets: summary.rows.map(reportTarget) });
        const unreachable = offlineRow(summary);
        if (unreachable) setOffline(unreachable);
        else setReport(summary);
        if (action === 'reboot') watchReboots(results);
      } catch (error) {
        if (!isDeviceError(error, 'QBIC_SECURITY_DISABLED')) throw error;
        setNotice('securityDisabled');
      } finally {
        run.current = null;
        setProgress(null);
      }
    },
    [cache, client, enableQbicSecurity, passwords, prompt, tenantId, update, watchReboots, log],
  );

  const cancel = useCallback(() => run.current?.abort(), []);

  return {
    progress,
    report,
    offline,
    notice,
    start,
    cancel,
    closeReport: () => setReport(null),
    closeOffline: () => setOffline(null),
    closeNotice: () => setNotice(null),
  };
}
