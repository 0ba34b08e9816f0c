import { CONFIGURATION_CONCURRENCY, CONFIGURATION_REQUESTS, UPLOAD_CONCURRENCY } from '../../config';
import type { DeviceClient, NamedBlob } from '../deviceClient';
import { queuePrompts, type PasswordPrompt } from '../passwordStrategy';
import type { PlayerPasswords } from '../playerPasswords';
import { runPool, type PoolResult } from '../pool';
import type { TokenCache } from '../tokenCache';
import type { PlayerRef } from '../types';
import { configurePlayer, type PlayerRecord } from './configurePlayer';
import { toDeviceError } from '../errors';
import { downloadFirmware } from './firmwareDownload';
import { createLimiter } from './limiter';
import { limitRequests } from './limitedClient';
import { stepOrder, type ConfigurationPlan } from './plan';
import { createProgressTracker, type ProgressUnit } from './progress';
import { createPlayerSession } from './session';
import type { BulkSaveEvent, BulkSaveResult, ConfigurationStep, PlayerOutcome, StepFailure } from './types';

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
  /**
   * Asks for the password of a player none of the known ones opens, one player at a time (without it such a
   * player is UNLOCKABLE_DEVICE).
   */
  prompt?: PasswordPrompt;
  /** The players' own passwords: those known are offered first; a password the run sets is remembered. */
  passwords?: PlayerPasswords;
  /** Players configured at once (default CONFIGURATION_CONCURRENCY). */
  concurrency?: number;
  /** Uploads at once across all players (default UPLOAD_CONCURRENCY). */
  uploadConcurrency?: number;
  /** Requests at once across all players, sign-in and uploads included (default CONFIGURATION_REQUESTS). */
  requestConcurrency?: number;
  /** Fetches a firmware ZIP URL (default: the browser's fetch). */
  fetch?: typeof fetch;
  /** Cancels the run: every player not finished ends at once as cancelled. */
  signal?: AbortSignal;
  onEvent?: (event: BulkSaveEvent) => void;
}

/** The parts of a plan a player did not get: every step but signing in that is not done. */
const pendingSteps = (plan: ConfigurationPlan, done: readonly ConfigurationStep[]): ConfigurationStep[] =>
  stepOrder(plan).filter((step) => step !== 'authorize' && !done.includes(step));

/**
 * Configures players (001 §4 Bulk save) with bounded concurrency. What can be checked before anything is
 * written is checked first: a firmware ZIP URL is downloaded (once, and it must be a ZIP archive) before any
 * player is touched, and each player is signed in to before its first write. Every player reaches a final state —
 * succeeded, failed with the failing steps and their reasons, or cancelled — with what it got and what it did
 * not, and is reported once with a `final` event; `progress` events carry the player's and the overall percent,
 * which never go down. Resolves (never rejects) when every player is final.
 */
export async function runConfiguration(
  players: readonly PlayerRef[],
  options: RunConfigurationOptions,
): Promise<BulkSaveResult> {
  const { plan, signal } = options;
  const plans = players.map((_, index) => options.plans?.[index] ?? plan);
  const keys = players.map((_, index) => String(index));
  const units: ProgressUnit[] = ['tasks'];
  if (plans.some((each) => each.app)) units.push('app');
  if (plans.some((each) => each.firmware || each.firmwareZipUrl)) units.push('firmware');
  const tracker = createProgressTracker(keys, units);
  const records: PlayerRecord[] = players.map(() => ({ failures: [], done: [] }));
  const outcomes: PlayerOutcome[] = new Array<PlayerOutcome>(players.length);
  const uploads = createLimiter(options.uploadConcurrency ?? UPLOAD_CONCURRENCY);
  const client = limitRequests(
    options.client,
    createLimiter(options.requestConcurrency ?? CONFIGURATION_REQUESTS),
    signal,
  );
  const authOptions = {
    client,
    tenantId: options.tenantId,
    cache: options.cache,
    passwords: options.passwords,
    prompt: options.prompt && queuePrompts(options.prompt),
  };

  const finish = (result: PoolResult<PlayerRef, void>) => {
    const { index, item } = result;
    const record = records[index];
    const cancelled = !result.ok && result.error.code === 'USER_CANCELLATION';
    const failures = [...record.failures];
    if (!result.ok && !cancelled) {
      failures.push({ step: 'authorize', code: result.error.code, detail: result.error.detail });
    }
    const pending = pendingSteps(plans[index], record.done);
    const outcome: PlayerOutcome = {
      index,
      ip: item.ip,
      serial_number: item.serial_number,
      state: cancelled ? 'cancelled' : failures.length > 0 || pending.length > 0 ? 'failed' : 'succeeded',
      failures,
      done: [...record.done],
      pending,
      ...(record.wifi ? { wifi: record.wifi } : {}),
      ...(record.app ? { app: record.app } : {}),
    };
    outcomes[index] = outcome;
    tracker.complete(keys[index]);
    options.onEvent?.({ type: 'final', outcome, overall: tracker.overall() });
  };
  const result = (): BulkSaveResult => {
    const succeeded = outcomes.filter((outcome) => outcome.state === 'succeeded').length;
    return { outcomes, succeeded, failed: outcomes.length - succeeded, cancelled: signal?.aborted === true };
  };

  // The firmware ZIP URL first: when it cannot be had, no player is touched and every part stays to do.
  const zipUrl = plans.find((each) => each.firmwareZipUrl)?.firmwareZipUrl;
  let firmware: (() => Promise<NamedBlob>) | undefined;
  if (zipUrl) {
    try {
      const downloaded = await downloadFirmware(zipUrl, options.fetch, signal);
      firmware = () => Promise.resolve(downloaded);
    } catch (error) {
      const failed = toDeviceError(error);
      const { code, detail } = failed;
      const failure: StepFailure = { step: 'firmwareUpload', code, ...(detail ? { detail } : {}) };
      players.forEach((item, index) => {
        if (code === 'USER_CANCELLATION') return finish({ index, item, ok: false, error: failed });
        records[index].failures.push(failure);
        finish({ index, item, ok: true, value: undefined });
      });
      return result();
    }
  }

  await runPool(
    players,
    (player, runSignal, index) =>
      configurePlayer(player, {
        client,
        tenantId: options.tenantId,
        plan: plans[index],
        passwords: options.passwords,
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
  return result();
}
