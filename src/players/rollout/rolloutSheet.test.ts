import { rolloutStorageKey } from '../../storage/storageKeys';
import { describe, expect, it } from 'vitest';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS } from '../../domain/rollout/plan';
import { patchPlayer } from '../../domain/rollout/progress';
import { loadRollout, saveRollout } from './rolloutStorage';
import { rolloutSheetRows, rolloutSummaryRows } from './rolloutSheet';

const rollout = () => {
  const base = createRollout({
    id: 'r',
    kind: 'firmware',
    file: { name: 'firmware-5.2.0.zip', size: 1, lastModified: 1 },
    settings: DEFAULT_ROLLOUT_SETTINGS,
    players: [1, 2].map((n) => ({
      ip: `10.0.0.${n}`,
      serial: `QB${n}`,
      name: `=Room ${n}`,
      wave: null,
      phase: 'waiting' as const,
      accepted: false,
      progress: 0,
    })),
    now: 0,
  });
  const patch = {
    phase: 'failed' as const,
    reason: 'refusedFile' as const,
    detail: 'not a zip',
    versionBefore: '4.2.1',
  };
  return patchPlayer(base, 1, { ...patch, endedAt: Date.UTC(2026, 0, 2, 3, 4, 5) }, 0);
};

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

describe('rollout result sheet and storage', () => {
  it('writes one row per player with its state, reason and versions, in the given words', () => {
    const rows = rolloutSheetRows((key) => `«${key.split('.').slice(2).join('.')}»`, rollout());
    expect(rows[0][0]).toBe('«columns.name»');
    expect(rows[1]).toEqual(['=Room 1', '10.0.0.1', 'QB1', 1, '«phase.waiting»', '', '', '', '', '']);
    expect(rows[2]).toEqual([
      '=Room 2',
      '10.0.0.2',
      'QB2',
      2,
      '«phase.failed»',
      '«reason.refusedFile»: not a zip',
      '4.2.1',
      '',
      '',
      '2026-01-02 03:04:05',
    ]);
  });

  it('sums the rollout up first: the file, its version, who started it, how it stands and every total', () => {
    const ended = {
      ...patchPlayer(rollout(), 0, { phase: 'updated', expectedVersion: '5.2.0-b7' }, 0),
      status: 'done' as const,
      startedBy: { id: 'u-admin', name: 'Alex Morgan' },
      createdAt: Date.UTC(2026, 0, 2, 3, 0, 0),
      endedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
    };
    const t = (key: string, options?: Record<string, unknown>) =>
      `«${key.split('.').slice(2).join('.')}${options ? JSON.stringify(options) : ''}»`;
    expect(rolloutSummaryRows(t, ended)).toEqual([
      ['«summary.file»', 'firmware-5.2.0.zip'],
      ['«summary.kind»', '«kind.firmware»'],
      // What the players answered for the file wins over what its name says.
      ['«summary.version»', '5.2.0-b7'],
      ['«summary.startedBy»', 'Alex Morgan'],
      ['«columns.started»', '2026-01-02 03:00:00'],
      ['«columns.ended»', '2026-01-02 03:04:05'],
      ['«columns.state»', '«status.done{"wave":1}»'],
      [],
      ['«phase.updated»', 1],
      ['«phase.current»', 0],
      ['«phase.failed»', 1],
      ['«phase.skipped»', 0],
      ['«phase.notStarted»', 0],
      ['«phase.unverified»', 0],
    ]);
    expect(rolloutSummaryRows(t, rollout())[2]).toEqual(['«summary.version»', '5.2.0']);
  });

  it('keeps a rollout per tenant and reads nothing from a damaged entry', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveRollout('acme', rollout(), storage);
    expect(loadRollout('acme', storage)?.players[1].reason).toBe('refusedFile');
    expect(loadRollout('other', storage)).toBeNull();
    storage.setItem(rolloutStorageKey('acme'), '{"players": ');
    expect(loadRollout('acme', storage)).toBeNull();
  });
});
