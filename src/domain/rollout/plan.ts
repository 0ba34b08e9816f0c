import type { Rollout, RolloutFile, RolloutKind, RolloutPlayer, RolloutSettings } from './types';

export const DEFAULT_ROLLOUT_SETTINGS: RolloutSettings = {
  canary: 1,
  wavePercents: [10, 50],
  returnWithinMs: 5 * 60_000,
  maxFailurePercent: 5,
};

/**
 * The most players one rollout takes: its record (every player's state, so another computer can follow and resume
 * it) then stays within the records' size limit for a rollout (RECORD_LIMITS), see docs/decisions.md.
 */
export const ROLLOUT_MAX_PLAYERS = 1_000;

export type SettingsProblem = 'canary' | 'wavePercents' | 'returnWithinMs' | 'maxFailurePercent';

/** The first setting that cannot be used, or null. */
export function settingsProblem(settings: RolloutSettings): SettingsProblem | null {
  const whole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!whole(settings.canary, 1, 10_000)) return 'canary';
  if (settings.wavePercents.length > 10 || !settings.wavePercents.every((share) => whole(share, 1, 100))) {
    return 'wavePercents';
  }
  if (!whole(settings.returnWithinMs, 30_000, 3_600_000)) return 'returnWithinMs';
  if (!(settings.maxFailurePercent >= 0 && settings.maxFailurePercent <= 100)) return 'maxFailurePercent';
  return null;
}

/**
 * Players per wave for `total` players: the canary, then each percent of the total (rounded up, at least one),
 * then the rest. Waves that would be empty are left out, so the sizes always add up to `total`.
 */
export function waveSizes(total: number, settings: RolloutSettings): number[] {
  const sizes: number[] = [];
  let left = total;
  for (const want of [settings.canary, ...settings.wavePercents.map((p) => Math.ceil((p / 100) * total))]) {
    const size = Math.min(left, Math.max(1, want));
    if (size > 0) sizes.push(size);
    left -= size;
  }
  if (left > 0) sizes.push(left);
  return sizes;
}

/** A player that takes part in a rollout and has not been touched yet. */
export const waitingPlayer = (ip: string, serial: string, name: string): RolloutPlayer => ({
  ip,
  serial,
  name,
  wave: null,
  phase: 'waiting',
  accepted: false,
  progress: 0,
});

/** The version a file names: three dotted numbers in its name (`app-2.3.0.apk`, `firmware-5.2.0.zip`). */
export function versionInName(name: string): string | undefined {
  return /(\d+\.\d+\.\d+)/.exec(name)?.[1];
}

/** The kind of update a file holds, by its extension; null for anything else. */
export function kindOfFile(name: string): RolloutKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.apk')) return 'app';
  return lower.endsWith('.zip') ? 'firmware' : null;
}

export interface RolloutInput {
  id: string;
  kind: RolloutKind;
  file: RolloutFile;
  settings: RolloutSettings;
  /** Every chosen player after the check before the start: skipped ones carry their reason. */
  players: readonly RolloutPlayer[];
  now: number;
}

/** A rollout ready to start: players that can take part are spread over the waves in the order given. */
export function createRollout(input: RolloutInput): Rollout {
  const taking = input.players.filter((player) => player.phase === 'waiting');
  const sizes = waveSizes(taking.length, input.settings);
  const waveOf: number[] = sizes.flatMap((size, wave) => Array<number>(size).fill(wave));
  let next = 0;
  const players = input.players.map((player) =>
    player.phase === 'waiting' ? { ...player, wave: waveOf[next++] } : { ...player, wave: null },
  );
  return {
    id: input.id,
    kind: input.kind,
    file: input.file,
    settings: input.settings,
    waveSizes: sizes,
    status: 'ready',
    wave: 0,
    players,
    createdAt: input.now,
    updatedAt: input.now,
  };
}
