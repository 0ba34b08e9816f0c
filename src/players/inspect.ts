import { PLAYER_ACTION_CONCURRENCY, REBOOT_POLL_INTERVAL_MS, REBOOT_WATCH_TIMEOUT_MS } from '../config';
import { withSession } from './actions';
import type { DeviceClient } from './deviceClient';
import { isDeviceError } from './errors';
import type { AuthorizeOptions } from './passwordStrategy';
import { runPool, type PoolResult } from './pool';
import type { DeviceInfo, PlayerRef } from './types';
import { scheduleOf, type PlayerSchedule } from '../domain/players/schedule';

/** What the background read learns of a player: its versions, and its own on/off schedule when it answers it. */
export type PlayerState = DeviceInfo & { schedule?: PlayerSchedule };

export interface InspectOptions extends AuthorizeOptions {
  concurrency?: number;
}

/**
 * Reads `/v1/info` (firmware, OS and app versions) and the on/off schedule of `/v1/settings` of many players, in
 * one session each. Meant for the background, so normally without a prompt: a player no known password opens ends
 * as UNLOCKABLE_DEVICE; settings it does not answer leave the schedule unknown.
 */
export function readPlayersInfo(
  players: readonly PlayerRef[],
  options: InspectOptions,
): Promise<PoolResult<PlayerRef, PlayerState>[]> {
  return runPool(
    players,
    (player, signal) => {
      const call = { ...options, signal };
      return withSession(player, call, async (session): Promise<PlayerState> => {
        const info = await options.client.info(session, call);
        const settings = await Promise.resolve()
          .then(() => options.client.settings(session, call))
          .catch(() => null);
        const schedule = settings ? scheduleOf(settings) : undefined;
        return schedule ? { ...info, schedule } : info;
      });
    },
    { concurrency: options.concurrency ?? PLAYER_ACTION_CONCURRENCY, signal: options.signal },
  );
}

/** A screenshot of one player (a JPEG). */
export function takeScreenshot(player: PlayerRef, options: AuthorizeOptions): Promise<Blob> {
  return withSession(player, options, (session) => options.client.screenshot(session, options));
}

export interface RebootWatchOptions {
  client: DeviceClient;
  signal?: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * After a reboot: asks the player's public info every `intervalMs` until it answers with its own serial
 * number again (true), or until `timeoutMs` passes or the signal aborts (false). Never throws.
 */
export async function waitUntilBack(player: PlayerRef, options: RebootWatchOptions): Promise<boolean> {
  const interval = options.intervalMs ?? REBOOT_POLL_INTERVAL_MS;
  const deadline = Date.now() + (options.timeoutMs ?? REBOOT_WATCH_TIMEOUT_MS);
  const { signal } = options;
  while (!signal?.aborted && Date.now() < deadline) {
    await pause(interval, signal);
    if (signal?.aborted) return false;
    try {
      const info = await options.client.publicInfo(player.ip, { signal, timeoutMs: interval });
      if (info.serial_number.toLowerCase() === player.serial_number.toLowerCase()) return true;
    } catch (error) {
      if (isDeviceError(error, 'USER_CANCELLATION')) return false;
    }
  }
  return false;
}
