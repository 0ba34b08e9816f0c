import type { PauseCause, Rollout, RolloutPhase, RolloutPlayer } from './types';

const FINAL: ReadonlySet<RolloutPhase> = new Set([
  'updated',
  'failed',
  'skipped',
  'current',
  'notStarted',
  'unverified',
]);

export const isFinalPhase = (phase: RolloutPhase): boolean => FINAL.has(phase);

/** Indexes (in `rollout.players`) of the players of one wave. */
export const waveMembers = (rollout: Rollout, wave: number): number[] =>
  rollout.players.flatMap((player, index) => (player.wave === wave ? [index] : []));

const holdsGate = (player: RolloutPlayer) => player.phase === 'failed' && !player.waived;

/** How many players of a wave may fail before the rollout pauses: none in the canary. */
export function allowedFailures(rollout: Rollout, wave: number): number {
  if (wave === 0) return 0;
  return Math.floor((rollout.settings.maxFailurePercent / 100) * rollout.waveSizes[wave]);
}

/** Failed players of a wave, those the administrator went on without included: the wave's own count. */
export const waveFailures = (rollout: Rollout, wave: number): number =>
  waveMembers(rollout, wave).filter((index) => rollout.players[index].phase === 'failed').length;

/**
 * The stop rule: the wave has more failures than it may have. Players the administrator went on without no longer
 * count here (they still count as failed everywhere else).
 */
export const breaksStopRule = (rollout: Rollout, wave: number): boolean =>
  waveMembers(rollout, wave).filter((index) => holdsGate(rollout.players[index])).length >
  allowedFailures(rollout, wave);

/** The gate after a wave: open when every player is final and the stop rule holds. */
export function gate(rollout: Rollout, wave: number): 'open' | 'closed' | 'pending' {
  if (breaksStopRule(rollout, wave)) return 'closed';
  const members = waveMembers(rollout, wave);
  return members.every((index) => isFinalPhase(rollout.players[index].phase)) ? 'open' : 'pending';
}

export const pauseCauseFor = (wave: number): PauseCause => (wave === 0 ? 'canaryFailed' : 'tooManyFailed');

/** Failed players that hold a gate, for the pause message: name and reason. */
export const blockingPlayers = (rollout: Rollout, wave: number): RolloutPlayer[] =>
  waveMembers(rollout, wave)
    .map((index) => rollout.players[index])
    .filter(holdsGate);

export function patchPlayer(
  rollout: Rollout,
  index: number,
  patch: Partial<RolloutPlayer>,
  now: number,
): Rollout {
  const players = rollout.players.slice();
  players[index] = { ...players[index], ...patch };
  return { ...rollout, players, updatedAt: now };
}

function mapPlayers(rollout: Rollout, change: (player: RolloutPlayer) => RolloutPlayer, now: number) {
  return { ...rollout, players: rollout.players.map(change), updatedAt: now };
}

/**
 * Makes a paused or interrupted rollout ready to run again. A failed player of the current wave that accepted
 * the file is rebooted and checked again (never uploaded twice); one that did not is tried from the start.
 * With `leaveFailed`, failed players stay failed and no longer hold the gate. A player cut off in the middle
 * of an upload (a reload) starts its upload again: the player did not accept it.
 */
export function prepareResume(rollout: Rollout, now: number, leaveFailed = false): Rollout {
  const { wave } = rollout;
  const resumed = mapPlayers(
    rollout,
    (player): RolloutPlayer => {
      if (player.phase === 'uploading') return { ...player, phase: 'waiting', progress: 0 };
      if (player.phase !== 'failed' || player.wave !== wave || player.waived) return player;
      if (leaveFailed) return { ...player, waived: true };
      const retry = { ...player, reason: undefined, detail: undefined, versionAfter: undefined };
      return player.accepted ? { ...retry, phase: 'uploaded' } : { ...retry, phase: 'waiting', progress: 0 };
    },
    now,
  );
  return { ...resumed, status: 'running', pause: undefined };
}

/**
 * An aborted rollout: every player gets a final state. Not yet uploaded: not started (it keeps its version);
 * accepted but not checked: unverified.
 */
export function finishAbort(rollout: Rollout, now: number): Rollout {
  const ended = mapPlayers(
    rollout,
    (player): RolloutPlayer => {
      if (isFinalPhase(player.phase)) return player;
      const phase = player.accepted ? 'unverified' : 'notStarted';
      return { ...player, phase, progress: player.accepted ? player.progress : 0, endedAt: now };
    },
    now,
  );
  return { ...ended, status: 'aborted', pause: undefined, endedAt: now };
}

export type PhaseCounts = Record<RolloutPhase, number>;

export function phaseCounts(players: readonly RolloutPlayer[]): PhaseCounts {
  const counts = Object.fromEntries(
    [...FINAL, 'waiting', 'uploading', 'uploaded', 'rebooting'].map((p) => [p, 0]),
  );
  for (const player of players) counts[player.phase] += 1;
  return counts as PhaseCounts;
}

/**
 * Share (0–100) of a wave's players that reached a final state. A player an abort left untouched ("Not started")
 * is not done: a wave that never started stays at 0.
 */
export function waveProgress(rollout: Rollout, wave: number): number {
  const members = waveMembers(rollout, wave);
  if (members.length === 0) return 100;
  const done = members.filter((index) => {
    const { phase } = rollout.players[index];
    return isFinalPhase(phase) && phase !== 'notStarted';
  }).length;
  return Math.round((done / members.length) * 100);
}

/** The outcomes a rollout's end states, in the order it states them. */
export const TOTAL_PHASES = ['updated', 'current', 'failed', 'skipped', 'notStarted', 'unverified'] as const;

export type RolloutTotals = Record<(typeof TOTAL_PHASES)[number], number>;

/**
 * How many players ended how; every player counts once. A player not reached yet (a paused rollout) counts as not
 * started, one that has the file and was not checked yet as not checked.
 */
export function rolloutTotals(rollout: Rollout): RolloutTotals {
  const counts = phaseCounts(rollout.players);
  return {
    updated: counts.updated,
    current: counts.current,
    failed: counts.failed,
    skipped: counts.skipped,
    notStarted: counts.notStarted + counts.waiting + counts.uploading,
    unverified: counts.unverified + counts.uploaded + counts.rebooting,
  };
}
