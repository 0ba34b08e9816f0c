import { CONFIGURATION_CONCURRENCY, UPLOAD_CONCURRENCY } from '../../config';
import type { DeviceClient, NamedBlob } from '../deviceClient';
import type { PasswordPrompt } from '../passwordStrategy';
import { runPool, type PoolResult } from '../pool';
import type { TokenCache } from '../tokenCache';
import type { PlayerRef } from '../types';
import { configurePlayer, type PlayerRecord } from './configurePlayer';
import { downloadFirmware } from './firmwareDownload';
import { createLimiter } from './limiter';
import type { ConfigurationPlan } from './plan';
import { createProgressTracker, type ProgressUnit } from './progress';
import { createPlayerSession } from './session';
import type { BulkSaveEvent, BulkSaveResult, PlayerOutcome } from './types';

export interface RunConfigurationOptions {
  client: DeviceClient;
  tenantId: string;
  plan: ConfigurationPlan;
  /**
   * Each player's own tasks, by the players' order, when they differ from player to player (a drift baseline
   * that names each player); `plan` still gives the run's uploads and restart.
   */
  plans?: readonly ConfigurationPlan[];
  cache?: TokenCache;
  /** Asks for a password; used only when the run has one player (several are never prompted). */
  prompt?: PasswordPrompt;
  /** Players configured at once (default CONFIGURATION_CONCURRENCY). */
  concurrency?: number;
  /** Uploads at once across all players (default UPLOAD_CONCURRENCY). */
  uploadConcurrency?: number;
  /** Fetches a firmware ZIP URL (default: the browser's fetch). */
  fetch?: typeof fetch;
  /** Cancels the run: every player not finished ends at once as cancelled. */
  signal?: AbortSignal;
  onEvent?: (event: BulkSaveEvent) => void;
}

/**
 * Configures players (001 §4 Bulk save) with bounded concurrency. Every player reaches a final state —
 * succeeded, failed with the failing steps and their reasons, or cancelled — and is reported once with a
 * `final` event; `progress` events carry the player's and the overall percent, which never go down.
 * Resolves (never rejects) when every player is final.
 */
export async function runConfiguration(
  players: readonly PlayerRef[],
  options: RunConfigurationOptions,
): Promise<BulkSaveResult> {
  const { plan, signal } = options;
  const keys = players.map((_, index) => String(index));
  const units: ProgressUnit[] = ['tasks'];
  if (plan.app) units.push('app');
  if (plan.firmware || plan.firmwareZipUrl) units.push('firmware');
  const tracker = createProgressTracker(keys, units);
  const records: PlayerRecord[] = players.map(() => ({ failures: [], done: [] }));
  const outcomes: PlayerOutcome[] = new Array<PlayerOutcome>(players.length);
  const uploads = createLimiter(options.uploadConcurrency ?? UPLOAD_CONCURRENCY);
  const zipUrl = plan.firmwareZipUrl;
  let download: Promise<NamedBlob> | undefined;
  // Downloaded once, when the first player gets to its firmware step.
  const firmware = zipUrl ? () => (download ??= downloadFirmware(zipUrl, options.fetch, signal)) : undefined;
  const authOptions = {
    client: options.client,
    tenantId: options.tenantId,
    cache: options.cache,
    prompt: players.length === 1 ? options.prompt : undefined,
  };

  const finish = (result: PoolResult<PlayerRef, void>) => {
    const { index, item } = result;
    const record = records[index];
    const cancelled = !result.ok && result.error.code === 'USER_CANCELLATION';
    const failures = [...record.failures];
    if (!result.ok && !cancelled) {
      failures.push({ step: 'authorize', code: result.error.code, detail: result.error.detail });
    }
    const outcome: PlayerOutcome = {
      index,
      ip: item.ip,
      serial_number: item.serial_number,
      state: cancelled ? 'cancelled' : failures.length > 0 ? 'failed' : 'succeeded',
      failures,
      done: [...record.done],
      ...(record.wifi ? { wifi: record.wifi } : {}),
      ...(record.app ? { app: record.app } : {}),
    };
    outcomes[index] = outcome;
    tracker.complete(keys[index]);
    options.onEvent?.({ type: 'final', outcome, overall: tracker.overall() });
  };

  await runPool(
    players,
    (player, runSignal, index) =>
      configurePlayer(player, {
        client: options.client,
        tenantId: options.tenantId,
        plan: options.plans?.[index] ?? plan,
        session: createPlayerSession(player, { ...authOptions, signal: runSignal }),
        uploads,
        ...(firmware ? { firmware } : {}),
        signal: runSignal,
        record: records[index],
        progress(unit, percent) {
          if (outcomes[index] || !tracker.set(keys[index], unit, percent)) return;
          options.onEvent?.({
            type: 'progress',
            index,
            ip: player.ip,
            player: tracker.player(keys[index]),
            overall: tracker.overall(),
          });
        },
      }),
    {
      concurrency: options.concurrency ?? CONFIGURATION_CONCURRENCY,
      signal,
      onProgress: ({ result }) => finish(result),
    },
  );
  const succeeded = outcomes.filter((outcome) => outcome.state === 'succeeded').length;
  return {
    outcomes,
    succeeded,
    failed: outcomes.length - succeeded,
    cancelled: signal?.aborted === true,
  };
}
