import { PLAYER_ACTION_CONCURRENCY } from '../../config';
import { waitingPlayer } from '../../domain/rollout/plan';
import type { RolloutKind, RolloutPlayer } from '../../domain/rollout/types';
import type { AuthorizeOptions } from '../passwordStrategy';
import { authorize } from '../passwordStrategy';
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
 * The check before a rollout starts: each player is signed in to and its version read. A player that is
 * offline, locked by someone else or answers with another serial number is skipped, with its reason.
 */
export async function checkPlayers(
  candidates: readonly RolloutCandidate[],
  kind: RolloutKind,
  options: Omit<AuthorizeOptions, 'prompt' | 'cache'> & { concurrency?: number },
): Promise<RolloutPlayer[]> {
  const results = await runPool(
    candidates,
    async (candidate, signal) => {
      const player = waitingPlayer(candidate.ip, candidate.serial_number, candidate.player_name);
      if (!candidate.online) return { ...player, phase: 'skipped', reason: 'offline' } as RolloutPlayer;
      try {
        const { session } = await authorize(candidate, { ...options, signal });
        const info = await options.client.info(session, { ...options, signal });
        return {
          ...player,
          versionBefore: (kind === 'app' ? info.app_version : info.firmware_version) ?? '',
        };
      } catch (error) {
        const { reason } = reasonFor(error, 'prepare');
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
