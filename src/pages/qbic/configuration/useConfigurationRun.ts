import { useCallback, useEffect, useRef, useState } from 'react';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import type { DeviceClient, PasswordPrompt, TokenCache } from '../../../players';
import { runConfiguration, type ConfigurationPlan } from '../../../players/bulkSave';
import {
  applyRunEvent,
  finishRunView,
  initialRunView,
  type RunView,
} from '../../../players/configuration/runView';
import { configurationTargets } from '../../../players/configuration/activityTargets';
import type { ConfigurablePlayer } from '../../../players/configuration/types';

/** How often the status dialog redraws while events stream in. */
const RENDER_INTERVAL_MS = 100;

export interface RunDependencies {
  client: DeviceClient;
  tenantId: string;
  cache: TokenCache;
  prompt?: PasswordPrompt;
}

/**
 * Runs a configuration and keeps the status dialog's view of it, redrawn at most every 100 ms. Cancelling
 * (or leaving the page) aborts the run; every player still ends in a final state. The finished run is recorded
 * in the activity log as `action` (by form, or a drift applied).
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
  const { client, tenantId, cache, prompt } = deps;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    /** `plans`: each player's own tasks, in the players' order, when they differ from player to player. */
    (plan: ConfigurationPlan, plans?: readonly ConfigurationPlan[]) => {
      const abort = new AbortController();
      controller.current = abort;
      setCancelling(false);
      let latest = initialRunView(players);
      let timer: ReturnType<typeof setTimeout> | undefined;
      setView(latest);
      void runConfiguration(players, {
        client,
        tenantId,
        cache,
        prompt,
        plan,
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
        void log({ action, targets: configurationTargets(players, result, plan, plans) });
      });
    },
    [players, client, tenantId, cache, prompt, log, action],
  );

  const cancel = useCallback(() => {
    setCancelling(true);
    controller.current?.abort();
  }, []);

  return { view, start, cancel, cancelling };
}
