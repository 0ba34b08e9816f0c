import { PLAYER_ACTION_CONCURRENCY } from '../config';
import { derivedPassword } from './derivedPassword';
import { DeviceError, isDeviceError, relabel, type DeviceErrorCode } from './errors';
import { authorize, queuePrompts, type AuthorizeOptions } from './passwordStrategy';
import { runPool, type PoolProgress, type PoolResult } from './pool';
import type { DeviceSession, PlayerRef } from './types';

export interface PlayerActionOptions extends AuthorizeOptions {
  /** Players handled at once (default PLAYER_ACTION_CONCURRENCY). */
  concurrency?: number;
  onProgress?: (progress: PoolProgress<PlayerRef, PlayerActionOutcome>) => void;
}

interface PlayerActionOutcome {
  /** Whether the player holds a password other than the factory one after the action. */
  isPasswordProtected?: boolean;
}

export type PlayerActionResult = PoolResult<PlayerRef, PlayerActionOutcome>;

/**
 * Runs `work` with a token for the player. A kept token the player no longer accepts (it rebooted, say) is
 * dropped and the player authorized afresh, once.
 */
export async function withSession<R>(
  player: PlayerRef,
  options: AuthorizeOptions,
  work: (session: DeviceSession) => Promise<R>,
): Promise<R> {
  const first = await authorize(player, options);
  try {
    return await work(first.session);
  } catch (error) {
    if (first.source !== 'cached' || !isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) throw error;
    options.cache?.delete(player.ip, player.serial_number);
    return work((await authorize(player, options)).session);
  }
}

/** Runs a step whose failure has its own name, keeping authorization, network and cancel errors. */
async function step<R>(code: DeviceErrorCode, run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (error) {
    if (isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) throw error;
    throw relabel(error, code);
  }
}

function forEachPlayer(
  players: readonly PlayerRef[],
  options: PlayerActionOptions,
  action: (player: PlayerRef, options: AuthorizeOptions) => Promise<PlayerActionOutcome>,
): Promise<PlayerActionResult[]> {
  const shared: AuthorizeOptions = { ...options, prompt: options.prompt && queuePrompts(options.prompt) };
  return runPool(players, (player, signal) => action(player, { ...shared, signal }), {
    concurrency: options.concurrency ?? PLAYER_ACTION_CONCURRENCY,
    signal: options.signal,
    onProgress: options.onProgress,
  });
}

/**
 * Locks players with the tenant-derived password. Refused as a whole (QBIC_SECURITY_DISABLED) when the
 * tenant has not enabled QBIC security; a player that fails ends in ERROR_LOCKING_QBIC_DEVICE or the
 * authorization error that stopped it.
 */
export async function lockPlayers(
  players: readonly PlayerRef[],
  options: PlayerActionOptions & { enableQbicSecurity: boolean },
): Promise<PlayerActionResult[]> {
  if (!options.enableQbicSecurity) throw new DeviceError('QBIC_SECURITY_DISABLED');
  return forEachPlayer(players, options, (player, call) =>
    withSession(player, call, (session) =>
      step('ERROR_LOCKING_QBIC_DEVICE', async () => {
        await call.client.setPassword(session, derivedPassword(call.tenantId, player.serial_number), call);
        call.passwords?.released(player.serial_number);
        return { isPasswordProtected: true };
      }),
    ),
  );
}

/** Gives players back the factory password; failures end in ERROR_UNLOCKING_QBIC_DEVICE. */
export function unlockPlayers(players: readonly PlayerRef[], options: PlayerActionOptions) {
  return forEachPlayer(players, options, (player, call) =>
    withSession(player, call, (session) =>
      step('ERROR_UNLOCKING_QBIC_DEVICE', async () => {
        await call.client.resetPassword(session, call);
        call.passwords?.released(player.serial_number);
        return { isPasswordProtected: false };
      }),
    ),
  );
}

/** Reboots players; their kept tokens are dropped (a player forgets its tokens when it restarts). */
export function rebootPlayers(players: readonly PlayerRef[], options: PlayerActionOptions) {
  return forEachPlayer(players, options, (player, call) =>
    withSession(player, call, async (session) => {
      await call.client.reboot(session, call);
      call.cache?.delete(player.ip, player.serial_number);
      return {};
    }),
  );
}
