import { versionInName } from '../../domain/rollout/plan';
import { patchPlayer } from '../../domain/rollout/progress';
import type { Rollout, RolloutPlayer } from '../../domain/rollout/types';
import { PLAYER_ACTION_CONCURRENCY } from '../../config';
import { authorize, type AuthorizeOptions } from '../passwordStrategy';
import { runPool } from '../pool';

export interface CheckAgainOptions extends Omit<AuthorizeOptions, 'prompt' | 'cache'> {
  /** Each player's new state as soon as it is read: always worth keeping. */
  onChange(rollout: Rollout): void;
  concurrency?: number;
  now?: () => number;
}

/** Players whose end may have changed since: failed ones, and ones that have the file and were not checked. */
export const toCheckAgain = (rollout: Rollout): number[] =>
  rollout.players.flatMap((player, index) =>
    player.phase === 'failed' || player.phase === 'unverified' ? [index] : [],
  );

/** A player that was not back when its wave was checked. */
const wasAway = (player: RolloutPlayer) =>
  player.reason === 'didNotReturn' || player.reason === 'unreachable';

/** What the version a player reports now says about it. */
function judged(rollout: Rollout, player: RolloutPlayer, after: string): Partial<RolloutPlayer> {
  const expected = player.expectedVersion ?? versionInName(rollout.file.name);
  const onIt =
    expected === undefined ? player.accepted && after !== player.versionBefore : after === expected;
  if (onIt) {
    const late = player.phase === 'failed' && wasAway(player);
    return {
      phase: 'updated',
      reason: late ? 'lateReturn' : undefined,
      detail: undefined,
      versionAfter: after,
    };
  }
  // Back, on the old version: a player that has the file says so; any other reason still holds.
  if (player.phase === 'failed' && player.accepted && wasAway(player))
    return { reason: 'oldVersion', detail: undefined, versionAfter: after };
  return { versionAfter: after };
}

/**
 * After a rollout: each failed or unchecked player is read again (`GET /v1/info`, no restart, no upload) and its
 * state follows what it reports now. A player that came back after the time allowed is updated after all; one
 * that does not answer is left as it was. Resolves with the rollout, never rejects for a player.
 */
export async function checkAgain(start: Rollout, options: CheckAgainOptions): Promise<Rollout> {
  const now = options.now ?? Date.now;
  const { signal } = options;
  let rollout = start;
  const indexes = toCheckAgain(start);
  await runPool(
    indexes,
    async (index, poolSignal) => {
      const player = rollout.players[index];
      const ref = { ip: player.ip, serial_number: player.serial };
      const { session } = await authorize(ref, { ...options, signal: poolSignal });
      const info = await options.client.info(session, { ...options, signal: poolSignal });
      const after = (rollout.kind === 'app' ? info.app_version : info.firmware_version) ?? '';
      if (signal?.aborted) return;
      rollout = patchPlayer(rollout, index, judged(rollout, rollout.players[index], after), now());
      options.onChange(rollout);
    },
    { concurrency: options.concurrency ?? PLAYER_ACTION_CONCURRENCY, signal },
  );
  return rollout;
}
