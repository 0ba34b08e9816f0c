import { describe, expect, it } from 'vitest';
import { RECORD_LIMITS } from '../../contract/records';
import { patchPlayer } from './progress';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS, ROLLOUT_MAX_PLAYERS, waitingPlayer } from './plan';
import {
  holderOf,
  LEASE_MS,
  leaseLive,
  overlaps,
  recordFields,
  startWinner,
  type RolloutRecord,
} from './shared';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const rollout = (serials: string[]) =>
  createRollout({
    id: 'r',
    kind: 'app',
    file: { name: 'app-2.0.0.apk', size: 1, lastModified: 0 },
    settings: DEFAULT_ROLLOUT_SETTINGS,
    players: serials.map((serial, index) => waitingPlayer(`10.0.0.${index}`, serial, serial)),
    now: NOW,
  });

const record = (id: string, serials: string[], changes: Partial<RolloutRecord> = {}): RolloutRecord => ({
  ...recordFields(rollout(serials), { key: id, id: '1', name: 'Alex Morgan' }, NOW),
  state: 'running',
  id,
  version: 1,
  createdAt: iso(NOW),
  updatedAt: iso(NOW),
  ...changes,
});

describe('a shared rollout record', () => {
  it('names the players taking part, the wave and counts, and a lease of LEASE_MS', () => {
    const fields = recordFields(rollout(['A', 'B']), { key: 'k', id: '1', name: 'Alex Morgan' }, NOW);
    expect(fields).toMatchObject({ serials: ['A', 'B'], ips: ['10.0.0.0', '10.0.0.1'], wave: 0 });
    expect(fields.counts.notStarted).toBe(2);
    expect(Date.parse(fields.leaseUntil)).toBe(NOW + LEASE_MS);
    expect(fields.rollout).not.toHaveProperty('shared');
  });

  it('keeps a rollout of the most players within the size the records allow, however long their names and words', () => {
    const name = 'Meeting room on the fourth floor, north wing, beside the lifts and the kitchen '.repeat(3);
    let full = createRollout({
      id: 'r',
      kind: 'firmware',
      file: { name: 'firmware-5.2.0.zip', size: 1, lastModified: 0 },
      settings: DEFAULT_ROLLOUT_SETTINGS,
      players: Array.from({ length: ROLLOUT_MAX_PLAYERS }, (_, index) =>
        waitingPlayer(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, `QBIC-${1e9 + index}`, name),
      ),
      now: NOW,
    });
    // Every player ended with its version read and the longest words a player may give.
    for (let index = 0; index < ROLLOUT_MAX_PLAYERS; index += 1)
      full = patchPlayer(
        full,
        index,
        {
          phase: 'failed',
          reason: 'refusedFile',
          detail: 'The firmware package could not be verified. '.repeat(20),
          versionBefore: '4.2.1-build.20261129',
          versionAfter: '4.2.1-build.20261129',
          expectedVersion: '5.2.0-build.20261201',
          accepted: true,
          progress: 100,
          startedAt: NOW,
          endedAt: NOW,
        },
        NOW,
      );
    const fields = recordFields(full, { key: 'k', id: '1', name: 'Alex Morgan' }, NOW);
    expect(Buffer.byteLength(JSON.stringify(fields))).toBeLessThanOrEqual(
      RECORD_LIMITS.rollouts.maxBodyBytes,
    );
    expect(fields.rollout.players[0].name).toBe(name.slice(0, 100));
  });

  it('is held until its lease ends, or within the lease of the server’s own time of its last write', () => {
    const old = iso(NOW - LEASE_MS - 1);
    expect(leaseLive({ leaseUntil: iso(NOW + 1) }, NOW)).toBe(true);
    expect(leaseLive({ leaseUntil: old, updatedAt: old }, NOW)).toBe(false);
    // A holder whose clock is behind wrote a lease already over: its write a moment ago still holds.
    expect(leaseLive({ leaseUntil: old, updatedAt: iso(NOW - 1_000) }, NOW)).toBe(true);
  });

  it('shares players by serial number, by address only for a player without one', () => {
    expect(overlaps({ serials: ['A'], ips: ['1'] }, { serials: ['B', 'A'], ips: ['2', '3'] })).toBe(true);
    expect(overlaps({ serials: ['A'], ips: ['1'] }, { serials: ['B'], ips: ['1'] })).toBe(false);
    expect(overlaps({ serials: [], ips: ['1'] }, { serials: ['B'], ips: ['1'] })).toBe(true);
  });

  it('lets the first created record holding a shared player win a start; an expired or ended one does not count', () => {
    const first = record('first', ['A', 'B']);
    const mine = record('mine', ['B', 'C']);
    expect(startWinner([first, mine], mine, NOW).id).toBe('first');
    expect(startWinner([mine, first], mine, NOW).id).toBe('mine');
    const other = record('other', ['D']);
    expect(startWinner([other, mine], mine, NOW).id).toBe('mine');
    const gone = record('gone', ['B'], {
      leaseUntil: iso(NOW - 1),
      updatedAt: iso(NOW - LEASE_MS - 1),
    });
    expect(startWinner([gone, mine], mine, NOW).id).toBe('mine');
    expect(startWinner([record('done', ['B'], { state: 'done' }), mine], mine, NOW).id).toBe('mine');
  });

  it('finds who holds a player, leaving out the record itself', () => {
    const held = record('held', ['A']);
    expect(holderOf([held], { serials: ['A'], ips: [] }, NOW)?.id).toBe('held');
    expect(holderOf([held], { serials: ['A'], ips: [] }, NOW, 'held')).toBeNull();
    expect(holderOf([held], { serials: ['Z'], ips: [] }, NOW)).toBeNull();
  });
});
