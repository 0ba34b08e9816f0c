import { describe, expect, it } from 'vitest';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS, waitingPlayer } from './plan';
import {
  allowedFailures,
  blockingPlayers,
  breaksStopRule,
  finishAbort,
  gate,
  patchPlayer,
  phaseCounts,
  prepareResume,
  waveFailures,
  waveProgress,
} from './progress';
import type { Rollout, RolloutPlayer } from './types';

const player = (n: number) => waitingPlayer(`10.0.0.${n}`, `QB${n}`, `Room ${n}`);

const rolloutOf = (count: number, maxFailurePercent = 5): Rollout =>
  createRollout({
    id: 'r',
    kind: 'firmware',
    file: { name: 'firmware-5.2.0.zip', size: 1, lastModified: 1 },
    settings: { ...DEFAULT_ROLLOUT_SETTINGS, maxFailurePercent },
    players: Array.from({ length: count }, (_, i) => player(i + 1)),
    now: 0,
  });

const set = (rollout: Rollout, indexes: number[], patch: Partial<RolloutPlayer>) =>
  indexes.reduce((r, index) => patchPlayer(r, index, patch, 1), rollout);

describe('the gate after a wave and the stop rule', () => {
  it('stops on any failure in the canary', () => {
    const rollout = set(rolloutOf(300), [0], { phase: 'failed', reason: 'oldVersion' });
    expect(allowedFailures(rollout, 0)).toBe(0);
    expect(breaksStopRule(rollout, 0)).toBe(true);
    expect(gate(rollout, 0)).toBe('closed');
    expect(blockingPlayers(rollout, 0).map((p) => p.name)).toEqual(['Room 1']);
  });

  it('lets a later wave lose up to its share and stops past it', () => {
    let rollout = set(rolloutOf(300), [0], { phase: 'updated' });
    expect(gate(rollout, 0)).toBe('open');
    // Wave 1 holds 30 players: 5 % of 30 is 1.5, so one failure is allowed and two are not.
    const wave1 = Array.from({ length: 30 }, (_, i) => i + 1);
    rollout = set(rollout, wave1, { phase: 'updated' });
    rollout = set(rollout, [1], { phase: 'failed', reason: 'didNotReturn' });
    expect(allowedFailures(rollout, 1)).toBe(1);
    expect(gate(rollout, 1)).toBe('open');
    rollout = set(rollout, [2], { phase: 'failed', reason: 'refusedFile' });
    expect(gate(rollout, 1)).toBe('closed');
  });

  it('is pending while a player of the wave is not final', () => {
    const rollout = set(rolloutOf(12), [0], { phase: 'rebooting' });
    expect(gate(rollout, 0)).toBe('pending');
    expect(waveProgress(rollout, 0)).toBe(0);
  });
});

describe('resume and abort', () => {
  const paused = (): Rollout => {
    let rollout = set(rolloutOf(12), [0], { phase: 'updated', accepted: true });
    rollout = set(rollout, [1], {
      phase: 'failed',
      reason: 'oldVersion',
      accepted: true,
      versionAfter: '4.2.3',
    });
    rollout = set(rollout, [2], { phase: 'failed', reason: 'unreachable' });
    return { ...rollout, wave: 1, status: 'paused', pause: { cause: 'tooManyFailed', wave: 1 } };
  };

  it('checks a failed player that accepted the file again without a second upload, and retries the others', () => {
    const resumed = prepareResume(paused(), 2);
    expect(resumed.status).toBe('running');
    expect(resumed.pause).toBeUndefined();
    expect(resumed.players[1]).toMatchObject({ phase: 'uploaded', accepted: true, reason: undefined });
    expect(resumed.players[2]).toMatchObject({ phase: 'waiting', accepted: false });
    expect(resumed.players[0].phase).toBe('updated');
  });

  it('can go on without the failed players: they stay failed and no longer hold the gate', () => {
    const resumed = prepareResume(paused(), 2, true);
    expect(resumed.players[1]).toMatchObject({ phase: 'failed', waived: true });
    expect(breaksStopRule(resumed, 1)).toBe(false);
    // The wave still says how many of its players failed: going on changes the gate, not the count.
    expect(waveFailures(resumed, 1)).toBe(2);
  });

  it('starts an upload cut off by a reload again', () => {
    const cut = set(paused(), [3], { phase: 'uploading', progress: 40 });
    expect(prepareResume(cut, 3).players[3]).toMatchObject({ phase: 'waiting', progress: 0 });
  });

  it('leaves every player in a stated final state after an abort', () => {
    let rollout = set(paused(), [3], { phase: 'rebooting', accepted: true });
    rollout = set(rollout, [4], { phase: 'uploading', progress: 50 });
    const aborted = finishAbort(rollout, 9);
    expect(aborted.status).toBe('aborted');
    const counts = phaseCounts(aborted.players);
    expect(counts).toMatchObject({ updated: 1, failed: 2, unverified: 1, notStarted: 8 });
    expect(counts.waiting + counts.uploading + counts.uploaded + counts.rebooting).toBe(0);
  });

  it('counts no player that was never started as done', () => {
    const aborted = finishAbort(set(paused(), [3], { phase: 'updated' }), 9);
    // The canary and wave 2 ended, one of the six players of wave 3 was updated, the last wave never started.
    expect(aborted.waveSizes).toEqual([1, 2, 6, 3]);
    expect(waveProgress(aborted, 0)).toBe(100);
    expect(waveProgress(aborted, 1)).toBe(100);
    expect(waveProgress(aborted, 2)).toBe(17);
    expect(waveProgress(aborted, 3)).toBe(0);
  });
});
