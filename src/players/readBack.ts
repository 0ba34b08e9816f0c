import { LOGIN_CONFIG_FILENAME, READ_BACK_CONCURRENCY } from '../config';
import type { DeviceSettings } from '../contract/playerSettings';
import { withSession } from './actions';
import { parseLoginXml, type StoredLogin } from './bulkSave/loginXml';
import { isDeviceError } from './errors';
import type { AuthorizeOptions } from './passwordStrategy';
import { runPool, type PoolProgress, type PoolResult } from './pool';
import type { DeviceInfo, PlayerRef } from './types';

/** What a player holds, read back for a drift check: never its password, only whether a login has one. */
export interface PlayerHoldings {
  settings: DeviceSettings;
  volume: Record<string, number>;
  info: DeviceInfo;
  /** The login of `config_logon.xml`; no file (or not a login file) reads as no login. */
  login: StoredLogin;
}

export const NO_LOGIN: StoredLogin = { username: '', hasPassword: false };

export interface ReadBackOptions extends AuthorizeOptions {
  /** Players read at once (default READ_BACK_CONCURRENCY). */
  concurrency?: number;
  onProgress?: (progress: PoolProgress<PlayerRef, PlayerHoldings>) => void;
}

export type ReadBackResult = PoolResult<PlayerRef, PlayerHoldings>;

/** The stored login file; a player that has none answers 404, which is no login. */
export async function readLogin(read: () => Promise<string>): Promise<StoredLogin> {
  try {
    return parseLoginXml(await read()) ?? NO_LOGIN;
  } catch (error) {
    if (isDeviceError(error, 'DEVICE_REQUEST_FAILED') && error.status === 404) return NO_LOGIN;
    throw error;
  }
}

/**
 * What one player holds: two reads at a time (settings and volume, then info and the login file), so that a
 * player costs four round trips after its sign-in instead of six, and 100 players at once hold at most 200 of
 * Chromium's 256 sockets.
 */
function readHoldings(player: PlayerRef, options: AuthorizeOptions): Promise<PlayerHoldings> {
  const { client } = options;
  return withSession(player, options, async (session) => {
    const [settings, volume] = await Promise.all([
      client.settings(session, options),
      client.volume(session, options),
    ]);
    const [info, login] = await Promise.all([
      client.info(session, options),
      readLogin(() => client.readFile(session, LOGIN_CONFIG_FILENAME, options)),
    ]);
    return { settings, volume, info, login };
  });
}

/** Reads many players back with bounded concurrency; one final result per player, in order (never rejects). */
export function readBackPlayers(players: readonly PlayerRef[], options: ReadBackOptions) {
  return runPool(players, (player, signal) => readHoldings(player, { ...options, signal }), {
    concurrency: options.concurrency ?? READ_BACK_CONCURRENCY,
    signal: options.signal,
    onProgress: options.onProgress,
  });
}
