import type { ActivityInput, TargetInput } from '../../domain/activity/activityEntry';
import type { Rollout, RolloutPlayer } from '../../domain/rollout/types';

const KEY = 'dm.qbicRollout';

/** The phases in which a player of an ended rollout holds the file's version. */
const HOLDS_VERSION: readonly RolloutPlayer['phase'][] = ['updated', 'current'];

const detailOf = (rollout: Rollout) => ({
  kind: rollout.kind,
  file: rollout.file.name,
  waves: rollout.waveSizes.length,
});

const whyNot = (player: RolloutPlayer): Pick<TargetInput, 'error' | 'errorArgs'> => ({
  error: player.reason ? `${KEY}.reason.${player.reason}` : `${KEY}.phase.${player.phase}`,
  ...(player.detail ? { errorArgs: { detail: player.detail } } : {}),
});

/** A rollout as it starts: every player in a wave is taken on; one left out before the start says why. */
export function rolloutStarted(rollout: Rollout): ActivityInput {
  return {
    action: 'player.rolloutStart',
    detail: detailOf(rollout),
    targets: rollout.players.map((player) => ({
      id: player.serial,
      name: player.name,
      ok: player.wave !== null,
      ...(player.wave === null ? whyNot(player) : {}),
    })),
  };
}

/**
 * A rollout that ended (done or stopped), or null while it may still go on (running or paused): each player
 * holds the new version or says why not, with its version before and after.
 */
export function rolloutEnded(rollout: Rollout): ActivityInput | null {
  if (rollout.status !== 'done' && rollout.status !== 'aborted') return null;
  return {
    action: 'player.rolloutEnd',
    detail: { ...detailOf(rollout), status: rollout.status },
    targets: rollout.players.map((player) => {
      const ok = HOLDS_VERSION.includes(player.phase);
      return {
        id: player.serial,
        name: player.name,
        ok,
        ...(ok ? {} : whyNot(player)),
        ...(player.versionBefore ? { before: { version: player.versionBefore } } : {}),
        ...(player.versionAfter ? { after: { version: player.versionAfter } } : {}),
      };
    }),
  };
}
