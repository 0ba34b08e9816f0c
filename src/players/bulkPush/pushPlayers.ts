import { SHEET_PUSH_CONCURRENCY } from '../../config';
import { loginXml } from '../bulkSave/loginXml';
import type { DeviceClient } from '../deviceClient';
import { derivedPassword } from '../derivedPassword';
import { relabel, toDeviceError, type DeviceErrorCode } from '../errors';
import { withSession } from '../actions';
import { runPool } from '../pool';
import type { TokenCache } from '../tokenCache';
import { changesPlayer } from './playerPlan';
import type { PreparedPlayerRow } from './playerRows';

/** The login file the credentials upload writes (001 §7 remote upload). */
export const LOGIN_FILE = 'config_logon.xml';

export type PlayerPushOutcome = { ok: true } | { ok: false; code: DeviceErrorCode };

export interface PlayerPushOptions {
  client: DeviceClient;
  tenantId: string;
  cache?: TokenCache;
  concurrency?: number;
  signal?: AbortSignal;
  onRow?: (index: number, outcome: PlayerPushOutcome, percent: number) => void;
}

/**
 * The rows a push sends, with their index: every row without a problem that changes its player (the first
 * push), or only those whose push failed (Retry failed), so that a saved player is never sent twice.
 */
export const rowsToPush = (
  rows: readonly PreparedPlayerRow[],
  outcomes: ReadonlyMap<number, PlayerPushOutcome>,
  which: 'valid' | 'failed',
): { row: PreparedPlayerRow; index: number }[] =>
  rows
    .map((row, index) => ({ row, index }))
    .filter(({ row, index }) =>
      which === 'valid'
        ? row.problem === null && changesPlayer(row.plan) && !outcomes.has(index)
        : outcomes.get(index)?.ok === false,
    );

/** A player that does not answer is "unable to connect" in the bulk catalogue (000 §8). */
const bulkCode = (error: unknown): DeviceErrorCode => {
  const { code } = toDeviceError(error);
  return code === 'UNREACHABLE_DEVICE' ? 'DEVICE_NOT_FOUND' : code;
};

/**
 * Pushes player rows (000 §4 "Player push per device"), only those with an ip and no problem: a token without
 * any prompt (a player neither known password opens is UNLOCKABLE_DEVICE), then the credentials upload and the
 * player name together; when both answered 200, the player is secured with the derived password (QBIC security
 * on) or its password reset (off). Each write is made only where the row's plan changes something: a login
 * kept, a name already held, a password already the wanted one are not written again. Every row ends in a final
 * state; never rejects.
 */
export async function pushPlayers(
  rows: readonly PreparedPlayerRow[],
  options: PlayerPushOptions,
): Promise<PlayerPushOutcome[]> {
  const { client, signal } = options;
  const call = { signal };
  let done = 0;
  const results = await runPool(
    rows,
    async (row) => {
      const player = {
        ip: row.ip,
        serial_number: row.source.serialNumber,
        isPasswordProtected: row.now ? row.now.password === 'derived' : row.isPasswordProtected,
      };
      const { plan } = row;
      await withSession(
        player,
        { client, tenantId: options.tenantId, cache: options.cache, signal },
        async (session) => {
          const { username, password, deviceName } = row.source;
          await Promise.all([
            plan.login === 'keep'
              ? undefined
              : client.uploadFile(session, LOGIN_FILE, loginXml({ username, password }), call),
            plan.name ? client.setSetting(session, 'player_name', deviceName.trim(), call) : undefined,
          ]);
          if (plan.devicePassword === 'derive') {
            await client
              .setPassword(session, derivedPassword(options.tenantId, player.serial_number), call)
              .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_LOCKING_QBIC_DEVICE')));
            options.cache?.delete(player.ip, player.serial_number);
          } else if (plan.devicePassword === 'reset') {
            await client
              .resetPassword(session, call)
              .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_UNLOCKING_QBIC_DEVICE')));
            options.cache?.delete(player.ip, player.serial_number);
          }
        },
      );
    },
    {
      concurrency: options.concurrency ?? SHEET_PUSH_CONCURRENCY,
      signal,
      onProgress: ({ result, completed, total }) => {
        done = completed;
        options.onRow?.(
          result.index,
          result.ok ? { ok: true } : { ok: false, code: bulkCode(result.error) },
          Math.min(100, (done * 100) / total),
        );
      },
    },
  );
  return results.map((result) => (result.ok ? { ok: true } : { ok: false, code: bulkCode(result.error) }));
}
