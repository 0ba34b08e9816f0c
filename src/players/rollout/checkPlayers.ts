import { PLAYER_ACTION_CONCURRENCY } from '../../config';
import { offBySchedule, type PlayerSchedule } from '../../domain/players/schedule';
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
  /** Listed from the tenant's records and not checked in this tab yet: it is tried, not taken to be offline. */
  unchecked?: boolean;
  /** Its own on/off schedule as last read: a silent player it has off now is skipped as off by schedule. */
  schedule?: PlayerSchedule;
}

/** Why a player that does not answer is left out: its own schedule has it off now, or it is offline. */
const silentReason = (candidate: RolloutCandidate, now: Date) =>
  offBySchedule(candidate.schedule, now) ? 'offBySchedule' : 'offline';

/**
 * The check before a rollout starts: each player is signed in to and its version read. A player no known
 * password opens is asked for (one prompt at a time, 001 §4), and the password entered is known to the rollout
 * from then on. A player that is offline, answers with another serial number, or whose password was not entered
 * is skipped, with its reason: locked by someone else, or holding the password this console gave it. A silent
 * player its own schedule has off now is skipped as off by schedule, apart from the offline ones (not in trouble).
 */
export async function checkPlayers(
  candidates: readonly RolloutCandidate[],
  kind: RolloutKind,
  options: Omit<AuthorizeOptions, 'cache'> & { concurrency?: number; now?: () => Date },
): Promise<RolloutPlayer[]> {
  const now = options.now ?? (() => new Date());
  const prompt = options.prompt && queuePrompts(options.prompt);
  const results = await runPool(
    candidates,
    async (candidate, signal) => {
      const player = waitingPlayer(candidate.ip, candidate.serial_number, candidate.player_name);
      if (!candidate.online && !candidate.unchecked)
        return { ...player, phase: 'skipped', reason: silentReason(candidate, now()) } as RolloutPlayer;
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
          reason: reason === 'unreachable' ? silentReason(candidate, now()) : reason,
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

/**
 * The checked players apart: those taking part, those skipped for a reason to look into, and those skipped because
 * their own schedule has them off now (not in trouble, counted and named on a line of their own).
 */
export function checkedApart(checked: readonly RolloutPlayer[]) {
  const skipped = checked.filter((player) => player.phase === 'skipped');
  return {
    taking: checked.filter((player) => player.phase === 'waiting'),
    skipped: skipped.filter((player) => player.reason !== 'offBySchedule'),
    scheduledOff: skipped.filter((player) => player.reason === 'offBySchedule'),
  };
}
