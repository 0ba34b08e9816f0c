import { PLAYER_ACTION_CONCURRENCY } from '../../config';
import { waitingPlayer } from '../../domain/rollout/plan';
import type { RolloutKind, RolloutPlayer } from '../../domain/rollout/types';
import { authorize, queuePrompts, type AuthorizeOptions } from '../passwordStrategy';
import { runPool } from '../pool';
import { reasonFor } from './reasons';

export interface RolloutCandidate {
  ip: string;
  serial_number: string;
  player_name: string;
  isPasswordProtected?: boolean;
  /** Whether it answered the last scan; an offline player is skipped without a call. */
  online: boolean;
}

/**
 * The check before a rollout starts: each player is signed in to and its version read. A player no known
 * password opens is asked for (one prompt at a time, 001 §4), and the password entered is known to the rollout
 * from then on. A player that is offline, answers with another serial number, or whose password was not entered
 * is skipped, with its reason: locked by someone else, or holding the password this console gave it.
 */
export async function checkPlayers(
  candidates: readonly RolloutCandidate[],
  kind: RolloutKind,
  options: Omit<AuthorizeOptions, 'cache'> & { concurrency?: number },
): Promise<RolloutPlayer[]> {
  const prompt = options.prompt && queuePrompts(options.prompt);
  const results = await runPool(
    candidates,
    async (candidate, signal) => {
      const player = waitingPlayer(candidate.ip, candidate.serial_number, candidate.player_name);
      if (!candidate.online) return { ...player, phase: 'skipped', reason: 'offline' } as RolloutPlayer;
      try {
        const { session } = await authorize(candidate, { ...options, prompt, signal });
        const info = await options.client.info(session, { ...options, signal });
        return {
          ...player,
          versionBefore: (kind === 'app' ? info.app_version : info.firmware_version) ?? '',
        };
      } catch (error) {
        const ownPassword = options.passwords?.setByConsole(candidate.serial_number) ?? false;
        const { reason } = reasonFor(error, 'prepare', ownPassword);
        return {
          ...player,
          phase: 'skipped',
          reason: reason === 'unreachable' ? 'offline' : reason,
        } as RolloutPlayer;
      }
    },
    { concurrency: options.concurrency ?? PLAYER_ACTION_CONCURRENCY, signal: options.signal },
  );
  return results.map((result) => {
    if (result.ok) return result.value;
    const { ip, serial_number: serial, player_name: name } = result.item;
    return { ...waitingPlayer(ip, serial, name), phase: 'skipped', reason: 'failed' };
  });
}
