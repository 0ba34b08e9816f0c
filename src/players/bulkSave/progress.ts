/**
 * Progress of a configuration run (001 §4): every player has a unit for its tasks and one per upload; the
 * overall percent is the average of every unit of every player. A player that failed, was not authorized or
 * was cancelled counts as complete. Units only go up, so neither a player's percent nor the overall one
 * ever goes backwards.
 */
export type ProgressUnit = 'tasks' | 'app' | 'firmware';

export interface ProgressTracker {
  /** Raises one unit of a player to `percent` (0–100); a lower value is ignored. True when it moved. */
  set(ip: string, unit: ProgressUnit, percent: number): boolean;
  /** Every unit of the player at 100 (finished, failed or cancelled). */
  complete(ip: string): void;
  /** The average of the player's units, 0–100. */
  player(ip: string): number;
  /** The average of every unit of every player, 0–100 (100 when there is nothing to do). */
  overall(): number;
}

const clamp = (percent: number) => Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));

/** Percent of `done` steps out of `total`. */
export function stepPercent(done: number, total: number): number {
  return total > 0 ? clamp((done / total) * 100) : 100;
}

export function createProgressTracker(
  ips: readonly string[],
  units: readonly ProgressUnit[],
): ProgressTracker {
  const kinds = units.length > 0 ? [...new Set(units)] : (['tasks'] as ProgressUnit[]);
  const values = new Map(ips.map((ip) => [ip, new Map(kinds.map((unit) => [unit, 0]))]));
  const count = values.size * kinds.length;
  let sum = 0;
  let full = 0;

  const raise = (ip: string, unit: ProgressUnit, percent: number): boolean => {
    const player = values.get(ip);
    const before = player?.get(unit);
    if (!player || before === undefined) return false;
    const next = clamp(percent);
    if (next <= before) return false;
    player.set(unit, next);
    sum += next - before;
    if (next === 100) full += 1;
    return true;
  };

  return {
    set: raise,
    complete(ip) {
      for (const unit of kinds) raise(ip, unit, 100);
    },
    player(ip) {
      const player = values.get(ip);
      if (!player) return 0;
      let total = 0;
      for (const value of player.values()) total += value;
      return total / kinds.length;
    },
    // Sums of fractions drift: the run is at 100 exactly when every unit is, and below it until then.
    overall: () => (full === count ? 100 : Math.min(99.9, sum / count)),
  };
}
