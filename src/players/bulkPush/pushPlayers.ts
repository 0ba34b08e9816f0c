import { SHEET_PUSH_CONCURRENCY } from '../../config';
import { loginXml } from '../bulkSave/loginXml';
import type { DeviceClient } from '../deviceClient';
import { derivedPassword } from '../derivedPassword';
import { relabel, toDeviceError, type DeviceErrorCode } from '../errors';
import { withSession } from '../actions';
import { queuePrompts, type PasswordPrompt } from '../passwordStrategy';
import type { PlayerPasswords } from '../playerPasswords';
import { runPool, type PoolResult } from '../pool';
import type { TokenCache } from '../tokenCache';
import { changesPlayer } from './playerPlan';
import type { PreparedPlayerRow } from './playerRows';

/** The login file the credentials upload writes (001 §7 remote upload). */
export const LOGIN_FILE = 'config_logon.xml';

/** A row's push: saved, or why not (`ownPassword`: locked with the password this console gave the player). */
export type PlayerPushOutcome = { ok: true } | { ok: false; code: DeviceErrorCode; ownPassword?: true };

export interface PlayerPushOptions {
  client: DeviceClient;
  tenantId: string;
  cache?: TokenCache;
  /** Asks for the password of a player no known password opens (Retry failed), one at a time. */
  prompt?: PasswordPrompt;
  passwords?: PlayerPasswords;
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

/**
 * A row that failed in the bulk catalogue's words (000 §8): a player that does not answer is "unable to
 * connect"; one whose password was not entered (the prompt cancelled, not the push) stays locked, and which lock
 * it is, is said.
 */
function failedRow(error: unknown, serial: string, options: PlayerPushOptions): PlayerPushOutcome {
  const { code } = toDeviceError(error);
  if (code === 'UNREACHABLE_DEVICE') return { ok: false, code: 'DEVICE_NOT_FOUND' };
  if (code !== 'UNLOCKABLE_DEVICE' && (code !== 'USER_CANCELLATION' || options.signal?.aborted)) {
    return { ok: false, code };
  }
  const own = options.passwords?.setByConsole(serial) ? { ownPassword: true as const } : {};
  return { ok: false, code: 'UNLOCKABLE_DEVICE', ...own };
}

/**
 * Pushes player rows (000 §4 "Player push per device"), only those with an ip and no problem: a token (without a
 * prompt, a player no known password opens is UNLOCKABLE_DEVICE; Retry failed has one), then the credentials upload and the
 * player name together; when both answered 200, the player is secured with the derived password (QBIC security
 * on) or its password reset (off). Each write is made only where the row's plan changes something: a login
 * kept, a name already held, a password already the wanted one are not written again. Every row ends in a final
 * state; never rejects.
 */
export async function pushPlayers(
  rows: readonly PreparedPlayerRow[],
  options: PlayerPushOptions,
): Promise<PlayerPushOutcome[]> {
  const { client, signal, passwords } = options;
  const call = { signal };
  const prompt = options.prompt && queuePrompts(options.prompt);
  let done = 0;
  const outcomeOf = (result: PoolResult<PreparedPlayerRow, void>): PlayerPushOutcome =>
    result.ok ? { ok: true } : failedRow(result.error, result.item.source.serialNumber, options);
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
        { client, tenantId: options.tenantId, cache: options.cache, prompt, passwords, signal },
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
            passwords?.released(player.serial_number);
          } else if (plan.devicePassword === 'reset') {
            await client
              .resetPassword(session, call)
              .catch((error: unknown) => Promise.reject(relabel(error, 'ERROR_UNLOCKING_QBIC_DEVICE')));
            options.cache?.delete(player.ip, player.serial_number);
            passwords?.released(player.serial_number);
          }
        },
      );
    },
    {
      concurrency: options.concurrency ?? SHEET_PUSH_CONCURRENCY,
      signal,
      onProgress: ({ result, completed, total }) => {
        done = completed;
        options.onRow?.(result.index, outcomeOf(result), Math.min(100, (done * 100) / total));
      },
    },
  );
  return results.map(outcomeOf);
}
