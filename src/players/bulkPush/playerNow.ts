import { LOGIN_CONFIG_FILENAME, SHEET_PUSH_CONCURRENCY } from '../../config';
import { authorize, type AuthorizeOptions } from '../passwordStrategy';
import { runPool } from '../pool';
import { readLogin } from '../readBack';
import type { PlayerRef } from '../types';
import type { PlayerNow } from './playerPlan';

/**
 * What one player holds now: its name, its stored login (as the player form reads it back) and which of the
 * console's passwords opens it. The walk of the passwords is done afresh (no kept token), since only it tells
 * which one the player holds. Reads only; no prompt (a player neither password opens cannot be read).
 */
async function readPlayerNow(player: PlayerRef, options: AuthorizeOptions): Promise<PlayerNow> {
  const { client } = options;
  const { session, source } = await authorize(player, { ...options, cache: undefined, prompt: undefined });
  const [settings, login] = await Promise.all([
    client.settings(session, options),
    readLogin(() => client.readFile(session, LOGIN_CONFIG_FILENAME, options)),
  ]);
  return {
    name: String(settings.player_name ?? ''),
    login,
    password: source === 'derived' ? 'derived' : 'factory',
  };
}

/** Reads many players at once (bounded); by serial number in lower case, only those that answered. */
export async function readPlayersNow(
  players: readonly PlayerRef[],
  options: AuthorizeOptions,
): Promise<Map<string, PlayerNow>> {
  const results = await runPool(players, (player, signal) => readPlayerNow(player, { ...options, signal }), {
    concurrency: SHEET_PUSH_CONCURRENCY,
    signal: options.signal,
  });
  return new Map(
    results.flatMap((result) =>
      result.ok ? [[result.item.serial_number.toLowerCase(), result.value] as const] : [],
    ),
  );
}
