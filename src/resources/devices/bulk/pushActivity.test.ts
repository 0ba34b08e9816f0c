import { describe, expect, it } from 'vitest';
import type { PreparedRow } from './prepareRows';
import { pushTargets } from './pushActivity';
import type { PushOutcome } from './pushRows';

const row = (id: string, name: string, label: [string | null, string | null]): PreparedRow =>
  ({
    source: { row: 2, id, name },
    changes: [{ field: 'label', before: label[0], after: label[1] }],
  }) as unknown as PreparedRow;

describe('a Devices-tab push in the activity log', () => {
  it('names the devices this push sent, each saved or with its reason, and each change before and after', () => {
    const rows = [
      row('d1', 'Lobby', ['Old', 'New']),
      row('d2', 'Hall', [null, 'B']),
      row('d3', 'Not sent', ['x', 'y']),
    ];
    const outcomes = new Map<number, PushOutcome>([
      [0, { state: 'success' }],
      [1, { state: 'failed', reason: 'dm.errors.code.50003', kind: 'error' }],
      [2, { state: 'success' }],
    ]);
    expect(pushTargets(rows, outcomes, [0, 1])).toEqual([
      { id: 'd1', name: 'Lobby', ok: true, error: null, before: { label: 'Old' }, after: { label: 'New' } },
      {
        id: 'd2',
        name: 'Hall',
        ok: false,
        error: 'dm.errors.code.50003',
        before: { label: null },
        after: { label: 'B' },
      },
    ]);
  });
});
