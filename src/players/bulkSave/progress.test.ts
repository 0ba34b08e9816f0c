import { describe, expect, it } from 'vitest';
import { createProgressTracker, stepPercent } from './progress';

describe('progress arithmetic', () => {
  it('averages every unit of every player: tasks and uploads', () => {
    const progress = createProgressTracker(['a', 'b'], ['tasks', 'app', 'firmware']);
    expect(progress.overall()).toBe(0);
    progress.set('a', 'tasks', 60);
    progress.set('a', 'app', 30);
    expect(progress.player('a')).toBe(30);
    expect(progress.overall()).toBe(15);
    progress.set('b', 'firmware', 90);
    expect(progress.overall()).toBe(30);
  });

  it('counts a failed or unauthorized player as complete', () => {
    const progress = createProgressTracker(['ok', 'locked'], ['tasks', 'app']);
    progress.complete('locked');
    expect(progress.player('locked')).toBe(100);
    expect(progress.overall()).toBe(50);
    progress.set('ok', 'tasks', 100);
    progress.set('ok', 'app', 100);
    expect(progress.overall()).toBe(100);
  });

  it('never goes backwards: lower values are ignored, also after completion', () => {
    const progress = createProgressTracker(['a'], ['tasks', 'app']);
    expect(progress.set('a', 'app', 70)).toBe(true);
    expect(progress.set('a', 'app', 40)).toBe(false);
    expect(progress.player('a')).toBe(35);
    progress.complete('a');
    expect(progress.set('a', 'tasks', 10)).toBe(false);
    expect(progress.overall()).toBe(100);
  });

  it('moves monotonically through any sequence of updates', () => {
    const progress = createProgressTracker(['a', 'b', 'c'], ['tasks', 'firmware']);
    const seen: number[] = [];
    const updates: [string, 'tasks' | 'firmware', number][] = [
      ['a', 'tasks', 50],
      ['b', 'firmware', 80],
      ['a', 'tasks', 20],
      ['c', 'tasks', 100],
      ['b', 'firmware', 10],
      ['a', 'firmware', 100],
    ];
    for (const [ip, unit, percent] of updates) {
      progress.set(ip, unit, percent);
      seen.push(progress.overall());
    }
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });

  it('keeps percent within 0–100 and ignores unknown players and units', () => {
    const progress = createProgressTracker(['a'], ['tasks']);
    progress.set('a', 'tasks', 250);
    expect(progress.overall()).toBe(100);
    expect(progress.set('zz', 'tasks', 50)).toBe(false);
    expect(progress.set('a', 'app', 50)).toBe(false);
    expect(progress.player('zz')).toBe(0);
  });

  it('reaches exactly 100 when every unit is complete, and stays below it until then', () => {
    const progress = createProgressTracker(['a', 'b', 'c'], ['tasks']);
    for (const ip of ['a', 'b', 'c']) progress.set(ip, 'tasks', 100 / 3);
    progress.set('a', 'tasks', 100);
    progress.set('b', 'tasks', 100);
    progress.set('c', 'tasks', 99.99);
    expect(progress.overall()).toBeLessThan(100);
    progress.complete('c');
    expect(progress.overall()).toBe(100);
  });

  it('reports 100 when there are no players', () => {
    expect(createProgressTracker([], ['tasks']).overall()).toBe(100);
  });

  it('turns steps into percent', () => {
    expect(stepPercent(1, 4)).toBe(25);
    expect(stepPercent(5, 4)).toBe(100);
    expect(stepPercent(0, 0)).toBe(100);
  });
});
