import { useCallback, useEffect, useRef, useState } from 'react';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import type { DeviceClient, PasswordPrompt, TokenCache } from '../../../players';
import { runConfiguration, type ConfigurationPlan } from '../../../players/bulkSave';
import { hasPending, retryPlan } from '../../../players/bulkSave/retryPlan';
import type { PlayerPasswords } from '../../../players/playerPasswords';
import {
  applyRunEvent,
  finishRunView,
  initialRunView,
  type RunView,
} from '../../../players/configuration/runView';
import { configurationTargets } from '../../../players/configuration/activityTargets';
import { runChangedPlayers } from '../../../players/configuration/statusView';
import type { ConfigurablePlayer } from '../../../players/configuration/types';

/** How often the status dialog redraws while events stream in. */
const RENDER_INTERVAL_MS = 100;

export interface RunDependencies {
  client: DeviceClient;
  tenantId: string;
  cache: TokenCache;
  prompt?: PasswordPrompt;
  passwords?: PlayerPasswords;
}

/** One run as it was started: its players, and the plan (or each player's own) it carried out. */
interface Started {
  players: readonly ConfigurablePlayer[];
  plans: readonly ConfigurationPlan[];
}

/**
 * Runs a configuration and keeps the status dialog's view of it, redrawn at most every 100 ms. Cancelling
 * (or leaving the page) aborts the run; every player still ends in a final state. Once it ended, `retry` runs
 * again, on the players that did not get everything, only the parts each did not get. Each finished run (a retry
 * too) is recorded in the activity log as `action` (by form, or a drift applied).
 */
export function useConfigurationRun(
  players: readonly ConfigurablePlayer[],
  deps: RunDependencies,
  action: 'player.configure' | 'player.driftApply',
) {
  const log = useActivityLog();
  const [view, setView] = useState<RunView | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const last = useRef<Started | null>(null);
  const changedBefore = useRef(false);
  const { client, tenantId, cache, prompt, passwords } = deps;

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    (targets: readonly ConfigurablePlayer[], plans: readonly ConfigurationPlan[]) => {
      const abort = new AbortController();
      controller.current = abort;
      last.current = { players: targets, plans };
      setCancelling(false);
      let latest = initialRunView(targets);
      let timer: ReturnType<typeof setTimeout> | undefined;
      setView(latest);
      void runConfiguration(targets, {
        client,
        tenantId,
        cache,
        prompt,
        passwords,
        plan: plans[0],
        plans,
        signal: abort.signal,
        onEvent(event) {
          latest = applyRunEvent(latest, event);
          timer ??= setTimeout(() => {
            timer = undefined;
            setView(latest);
          }, RENDER_INTERVAL_MS);
        },
      }).then((result) => {
        clearTimeout(timer);
        latest = finishRunView(latest, result);
        setView(latest);
        void log({ action, targets: configurationTargets(targets, result, plans[0], plans) });
      });
    },
    [client, tenantId, cache, prompt, passwords, log, action],
  );

  const start = useCallback(
    /** `plans`: each player's own tasks, in the players' order, when they differ from player to player. */
    (plan: ConfigurationPlan, plans?: readonly ConfigurationPlan[]) =>
      run(
        players,
        players.map((_, index) => plans?.[index] ?? plan),
      ),
    [players, run],
  );

  const outcomes = view?.result?.outcomes;
  const retryable = outcomes?.some(hasPending) ?? false;
  const retry = useCallback(() => {
    const started = last.current;
    if (!started || !outcomes) return;
    changedBefore.current ||= runChangedPlayers(outcomes);
    const again = outcomes.filter(hasPending);
    run(
      again.map((outcome) => started.players[outcome.index]),
      again.map((outcome) => retryPlan(started.plans[outcome.index], outcome)),
    );
  }, [outcomes, run]);

  const cancel = useCallback(() => {
    setCancelling(true);
    controller.current?.abort();
  }, []);

  /** Whether any run of this dialog changed anything on a player. */
  const changed = () =>
    changedBefore.current || (view !== null && runChangedPlayers(view.rows.map((row) => row.outcome)));

  return { view, start, cancel, cancelling, retry: retryable ? retry : undefined, changed };
}
