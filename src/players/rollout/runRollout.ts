import {
  patchPlayer,
  breaksStopRule,
  finishAbort,
  isFinalPhase,
  pauseCauseFor,
  waveMembers,
} from '../../domain/rollout/progress';
import { versionInName } from '../../domain/rollout/plan';
import type { Rollout, RolloutPlayer } from '../../domain/rollout/types';
import { createLimiter } from '../bulkSave/limiter';
import type { NamedBlob } from '../deviceClient';
import { isDeviceError, type DeviceErrorCode } from '../errors';
import { authorize, queuePrompts, type AuthorizeOptions } from '../passwordStrategy';
import type { DeviceInfo, DeviceSession, PlayerRef } from '../types';
import { reasonFor } from './reasons';
import { createReturnWatch } from './returnWatch';

/** Players uploading at once: a firmware file is large, so fewer than the quick actions. */
export const ROLLOUT_CONCURRENCY = 8;
export const ROLLOUT_POLL_INTERVAL_MS = 250;
/** How often a restarting player is looked at around the time the others came back. */
export const ROLLOUT_CLOSE_POLL_MS = 50;

/**
 * The abort reason that interrupts a rollout instead of aborting it: the page leaves it (signing out, a session
 * the server ended, another page of the console). Calls stop at once, nothing is finished, and the rollout stays
 * kept as running, to be offered for resume like after a reload.
 */
export const ROLLOUT_INTERRUPTED = 'rollout-interrupted';

export interface RolloutControl {
  /** Asked before a player is touched: true stops the wave there and pauses the rollout. */
  pauseRequested(): boolean;
  /**
   * Aborts at once: uploads are cancelled, every player gets a final state. Aborted with
   * `ROLLOUT_INTERRUPTED`, it stops the same way but leaves the rollout where it was.
   */
  signal: AbortSignal;
}

/**
 * The players' passwords: a player no known password opens is asked for before its upload (`prompt`, one at a
 * time), and the one entered (or given in the player form, or at the check) opens it again after its restart.
 */
export interface RunRolloutOptions extends Omit<AuthorizeOptions, 'signal' | 'cache'> {
  file: NamedBlob;
  control: RolloutControl;
  /** Every change of the rollout; `durable` when it must be kept before anything else happens. */
  onChange(rollout: Rollout, durable: boolean): void;
  concurrency?: number;
  pollIntervalMs?: number;
  now?: () => number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** Answers after a restart that end the wait for a player at once. */
const STOPS_WAIT: readonly DeviceErrorCode[] = ['SERIAL_NUMBER_IP_ADDRESS_MISMATCH', 'UNLOCKABLE_DEVICE'];

const versionOf = (info: DeviceInfo, kind: Rollout['kind']) =>
  (kind === 'app' ? info.app_version : info.firmware_version) ?? '';

const refOf = (player: RolloutPlayer): PlayerRef => ({ ip: player.ip, serial_number: player.serial });

/**
 * Runs a rollout from where it stands: wave after wave, each player uploaded, rebooted and checked through
 * `GET /v1/info`; the gate after each wave decides whether the next one starts. Resolves with the rollout
 * paused (stop rule or the administrator), aborted or done. Never rejects for a player's failure.
 */
export async function runRollout(start: Rollout, options: RunRolloutOptions): Promise<Rollout> {
  const now = options.now ?? Date.now;
  const { control } = options;
  const signal = control.signal;
  const limiter = createLimiter(options.concurrency ?? ROLLOUT_CONCURRENCY);
  const poll = options.pollIntervalMs ?? ROLLOUT_POLL_INTERVAL_MS;
  const watch = createReturnWatch(poll, Math.min(poll, ROLLOUT_CLOSE_POLL_MS));
  const named = versionInName(options.file.name);
  const { passwords } = options;
  const auth: AuthorizeOptions = { client: options.client, tenantId: options.tenantId, passwords, signal };
  const prompt = options.prompt && queuePrompts(options.prompt);
  let rollout: Rollout = { ...start, status: 'running', pause: undefined, updatedAt: now() };
  options.onChange(rollout, true);

  const patch = (index: number, change: Partial<RolloutPlayer>, durable = false) => {
    rollout = patchPlayer(rollout, index, change, now());
    options.onChange(rollout, durable);
  };
  const fail = (index: number, error: unknown, step: 'prepare' | 'upload' | 'reboot') => {
    if (signal.aborted) return;
    const ownPassword = passwords?.setByConsole(rollout.players[index].serial) ?? false;
    patch(index, { ...reasonFor(error, step, ownPassword), phase: 'failed', endedAt: now() }, true);
  };

  /** Upload (unless accepted before) and reboot; resolves with the token the player had before the reboot. */
  async function uploadAndReboot(index: number): Promise<string | null> {
    let step: 'prepare' | 'upload' | 'reboot' = 'prepare';
    try {
      const { session } = await authorize(refOf(rollout.players[index]), { ...auth, prompt });
      if (!rollout.players[index].accepted) {
        const before = versionOf(await options.client.info(session, { signal }), rollout.kind);
        if (named !== undefined && before === named) {
          patch(
            index,
            { phase: 'current', versionBefore: before, versionAfter: before, endedAt: now() },
            true,
          );
          return null;
        }
        patch(index, { phase: 'uploading', versionBefore: before, startedAt: now(), progress: 0 });
        step = 'upload';
        const send = rollout.kind === 'app' ? options.client.updateApp : options.client.updateFirmware;
        const answer = await send(session, options.file, {
          signal,
          onProgress: (event) => {
            const progress = Math.min(99, Math.floor(event.percent));
            if (progress !== rollout.players[index].progress) patch(index, { progress });
          },
        });
        patch(
          index,
          { phase: 'uploaded', accepted: true, progress: 100, expectedVersion: answer.version ?? named },
          true,
        );
      }
      step = 'reboot';
      await options.client.reboot(session, { signal });
      patch(index, { phase: 'rebooting' }, true);
      return session.token;
    } catch (error) {
      // A player that has the file and does not answer may be restarting already: a restart asked for just
      // before the page left (its answer lost). The gate waits for its return and checks the version.
      if (
        rollout.players[index].accepted &&
        reasonFor(error, step).reason === 'unreachable' &&
        !signal.aborted
      ) {
        patch(index, { phase: 'rebooting' }, true);
        return null;
      }
      fail(index, error, step);
      return null;
    }
  }

  /** Whether the player still runs the boot it had before the reboot (its old token still works). */
  async function stillOldBoot(session: DeviceSession | null): Promise<boolean> {
    if (!session) return false;
    try {
      await options.client.info(session, { signal, timeoutMs: Math.max(poll, 1_000) });
      return true;
    } catch (error) {
      if (isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) return false;
      throw error;
    }
  }

  /**
   * Waits for the player to come back within the gate's limit, then compares the version it reports.
   * `restartedAt`: when its restart was asked in this run (unknown after a resume).
   */
  async function verify(index: number, oldToken: string | null, restartedAt?: number): Promise<void> {
    const player = rollout.players[index];
    const deadline = now() + rollout.settings.returnWithinMs;
    let old: DeviceSession | null = oldToken ? { ip: player.ip, token: oldToken } : null;
    const since = () => (restartedAt === undefined ? undefined : now() - restartedAt);
    while (!signal.aborted && now() < deadline) {
      await sleep(Math.min(watch.nextWait(since()), Math.max(0, deadline - now())), signal);
      try {
        if (await stillOldBoot(old)) continue;
        if (old) {
          // It answered without the old token: its new boot.
          const back = since();
          if (back !== undefined) watch.returned(back);
        }
        old = null;
        const { session } = await authorize(refOf(player), { ...auth, timeoutMs: Math.max(poll, 1_000) });
        const after = versionOf(await options.client.info(session, { signal }), rollout.kind);
        const expected = rollout.players[index].expectedVersion;
        const updated = expected === undefined ? after !== player.versionBefore : after === expected;
        if (updated) patch(index, { phase: 'updated', versionAfter: after, endedAt: now() }, true);
        else
          patch(index, { phase: 'failed', reason: 'oldVersion', versionAfter: after, endedAt: now() }, true);
        return;
      } catch (error) {
        // Back, but with another serial number or a password none known opens: no wait will change that.
        if (STOPS_WAIT.some((code) => isDeviceError(error, code))) return fail(index, error, 'prepare');
        // Not back yet (connection refused, timeout): try again until the limit.
      }
    }
    if (!signal.aborted) patch(index, { phase: 'failed', reason: 'didNotReturn', endedAt: now() }, true);
  }

  const stopLaunching = (wave: number) =>
    signal.aborted || control.pauseRequested() || breaksStopRule(rollout, wave);

  async function runPlayer(index: number, wave: number): Promise<void> {
    const { phase } = rollout.players[index];
    if (isFinalPhase(phase)) return;
    let oldToken: string | null = null;
    let restartedAt: number | undefined;
    if (phase === 'waiting' || phase === 'uploaded') {
      const go = await limiter
        .run(async () => {
          if (stopLaunching(wave)) return false;
          oldToken = await uploadAndReboot(index);
          if (oldToken) restartedAt = now();
          return true;
        }, signal)
        .catch(() => false);
      if (!go || rollout.players[index].phase !== 'rebooting') return;
    }
    await verify(index, oldToken, restartedAt);
  }

  for (let wave = rollout.wave; wave < rollout.waveSizes.length; wave += 1) {
    if (wave !== rollout.wave) {
      rollout = { ...rollout, wave, updatedAt: now() };
      options.onChange(rollout, true);
    }
    if (control.pauseRequested() && !signal.aborted) break;
    await Promise.all(waveMembers(rollout, wave).map((index) => runPlayer(index, wave)));
    if (signal.aborted) break;
    if (breaksStopRule(rollout, wave)) {
      rollout = {
        ...rollout,
        status: 'paused',
        pause: { cause: pauseCauseFor(wave), wave },
        updatedAt: now(),
      };
      options.onChange(rollout, true);
      return rollout;
    }
    const unfinished = waveMembers(rollout, wave).some(
      (index) => !isFinalPhase(rollout.players[index].phase),
    );
    if (unfinished) break;
  }
  // Interrupted: every state kept so far is true (a cut upload was not accepted); nothing more is written.
  if (signal.aborted && signal.reason === ROLLOUT_INTERRUPTED) return rollout;
  if (signal.aborted) rollout = finishAbort(rollout, now());
  else if (control.pauseRequested() || rollout.players.some((p) => !isFinalPhase(p.phase))) {
    rollout = {
      ...rollout,
      status: 'paused',
      pause: { cause: 'byUser', wave: rollout.wave },
      updatedAt: now(),
    };
  } else rollout = { ...rollout, status: 'done', endedAt: now(), updatedAt: now() };
  options.onChange(rollout, true);
  return rollout;
}
