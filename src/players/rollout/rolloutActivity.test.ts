import { describe, expect, it } from 'vitest';
import type { Rollout, RolloutPlayer } from '../../domain/rollout/types';
import { rolloutEnded, rolloutStarted } from './rolloutActivity';

const player = (serial: string, change: Partial<RolloutPlayer>): RolloutPlayer => ({
  ip: `10.0.0.${serial.length}`,
  serial,
  name: `Player ${serial}`,
  wave: 0,
  phase: 'waiting',
  accepted: false,
  progress: 0,
  ...change,
});

const rollout = (status: Rollout['status'], players: RolloutPlayer[]): Rollout =>
  ({
    id: 'r1',
    kind: 'firmware',
    file: { name: 'fw-2.1.zip', size: 1, lastModified: 0 },
    settings: { canary: 1, wavePercents: [50], returnWithinMs: 1, maxFailurePercent: 5 },
    waveSizes: [1, 1],
    status,
    wave: 0,
    players,
    createdAt: 0,
    updatedAt: 0,
  }) as Rollout;

describe('a rollout in the activity log', () => {
  it('starts with every player in a wave taken on, and one left out saying why', () => {
    const started = rolloutStarted(
      rollout('ready', [player('A', {}), player('B', { wave: null, phase: 'skipped', reason: 'offline' })]),
    );
    expect(started.action).toBe('player.rolloutStart');
    expect(started.detail).toEqual({ kind: 'firmware', file: 'fw-2.1.zip', waves: 2 });
    expect(started.targets).toEqual([
      { id: 'A', name: 'Player A', ok: true },
      { id: 'B', name: 'Player B', ok: false, error: 'dm.qbicRollout.reason.offline' },
    ]);
  });

  it('ends only when done or stopped, each player with its versions and what became of it', () => {
    const players = [
      player('A', { phase: 'updated', versionBefore: '2.0', versionAfter: '2.1' }),
      player('B', { phase: 'failed', reason: 'refusedFile', detail: 'bad signature', versionBefore: '2.0' }),
      player('C', { phase: 'notStarted' }),
    ];
    expect(rolloutEnded(rollout('paused', players))).toBeNull();
    expect(rolloutEnded(rollout('running', players))).toBeNull();
    const ended = rolloutEnded(rollout('aborted', players));
    expect(ended?.detail).toMatchObject({ status: 'aborted' });
    expect(ended?.targets).toEqual([
      { id: 'A', name: 'Player A', ok: true, before: { version: '2.0' }, after: { version: '2.1' } },
      {
        id: 'B',
        name: 'Player B',
        ok: false,
        error: 'dm.qbicRollout.reason.refusedFile',
        errorArgs: { detail: 'bad signature' },
        before: { version: '2.0' },
      },
      { id: 'C', name: 'Player C', ok: false, error: 'dm.qbicRollout.phase.notStarted' },
    ]);
  });
});
