import { describe, expect, it } from 'vitest';
import {
  createRollout,
  DEFAULT_ROLLOUT_SETTINGS,
  kindOfFile,
  settingsProblem,
  versionInName,
  waveSizes,
  waitingPlayer,
} from './plan';
import type { RolloutPlayer } from './types';

const player = (n: number, phase: RolloutPlayer['phase'] = 'waiting'): RolloutPlayer => ({
  ...waitingPlayer(`10.0.0.${n}`, `QB${n}`, `Room ${n}`),
  phase,
});

describe('rollout waves', () => {
  it('splits players into a canary, 10 %, 50 % and the rest by default', () => {
    expect(waveSizes(300, DEFAULT_ROLLOUT_SETTINGS)).toEqual([1, 30, 150, 119]);
    expect(waveSizes(12, DEFAULT_ROLLOUT_SETTINGS)).toEqual([1, 2, 6, 3]);
  });

  it('never makes an empty wave and always adds up to every player', () => {
    expect(waveSizes(1, DEFAULT_ROLLOUT_SETTINGS)).toEqual([1]);
    expect(waveSizes(2, DEFAULT_ROLLOUT_SETTINGS)).toEqual([1, 1]);
    expect(waveSizes(0, DEFAULT_ROLLOUT_SETTINGS)).toEqual([]);
    const edited = { ...DEFAULT_ROLLOUT_SETTINGS, canary: 3, wavePercents: [25, 25, 25] };
    expect(waveSizes(20, edited)).toEqual([3, 5, 5, 5, 2]);
    for (const total of [3, 7, 50, 299]) {
      expect(waveSizes(total, edited).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('names the first setting that cannot be used', () => {
    expect(settingsProblem(DEFAULT_ROLLOUT_SETTINGS)).toBeNull();
    expect(settingsProblem({ ...DEFAULT_ROLLOUT_SETTINGS, canary: 0 })).toBe('canary');
    expect(settingsProblem({ ...DEFAULT_ROLLOUT_SETTINGS, wavePercents: [10, 0] })).toBe('wavePercents');
    expect(settingsProblem({ ...DEFAULT_ROLLOUT_SETTINGS, wavePercents: [12.5] })).toBe('wavePercents');
    expect(settingsProblem({ ...DEFAULT_ROLLOUT_SETTINGS, returnWithinMs: 1000 })).toBe('returnWithinMs');
    expect(settingsProblem({ ...DEFAULT_ROLLOUT_SETTINGS, maxFailurePercent: 101 })).toBe(
      'maxFailurePercent',
    );
  });

  it('reads the kind and version a file names', () => {
    expect(kindOfFile('app-2.3.0.APK')).toBe('app');
    expect(kindOfFile('firmware-5.2.0.zip')).toBe('firmware');
    expect(kindOfFile('firmware.tar')).toBeNull();
    expect(versionInName('firmware-5.2.0.zip')).toBe('5.2.0');
    expect(versionInName('app-10.11.12.apk')).toBe('10.11.12');
    expect(versionInName('image.zip')).toBeUndefined();
  });

  it('places only the players that can take part into waves, in order; skipped ones keep no wave', () => {
    const players = [player(1), player(2, 'skipped'), player(3), player(4), player(5)];
    const rollout = createRollout({
      id: 'r1',
      kind: 'firmware',
      file: { name: 'firmware-5.2.0.zip', size: 10, lastModified: 1 },
      settings: { ...DEFAULT_ROLLOUT_SETTINGS, wavePercents: [50] },
      players,
      now: 5,
    });
    expect(rollout.waveSizes).toEqual([1, 2, 1]);
    expect(rollout.players.map((p) => p.wave)).toEqual([0, null, 1, 1, 2]);
    expect(rollout.status).toBe('ready');
  });
});
