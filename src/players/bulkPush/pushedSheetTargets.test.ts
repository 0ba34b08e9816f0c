import { describe, expect, it } from 'vitest';
import { pushedSheetTargets } from './pushedSheet';
import type { PreparedPlayerRow } from './playerRows';
import type { PlayerPushOutcome } from './pushPlayers';

const row = (serial: string, deviceName: string, password: string, now?: PreparedPlayerRow['now']) =>
  ({
    source: { row: 2, serialNumber: serial, deviceName, username: 'kiosk', password, ip: '', isValid: true },
    ip: '10.0.0.1',
    problem: null,
    now,
    plan: { name: deviceName !== (now?.name ?? ''), login: 'set', devicePassword: 'derive' },
  }) as PreparedPlayerRow;

describe('a player sheet push in the activity log', () => {
  it('names each player sent with what changed, never the password of its sheet row', () => {
    const rows = [
      row('SN1', 'Lobby', 'sheet-secret-1', {
        name: 'Old lobby',
        login: { username: '', hasPassword: false },
        password: 'factory',
      }),
      row('SN2', 'Hall', 'sheet-secret-2'),
    ];
    const outcomes = new Map<number, PlayerPushOutcome>([
      [0, { ok: true }],
      [1, { ok: false, code: 'UNLOCKABLE_DEVICE' }],
    ]);
    const targets = pushedSheetTargets(rows, outcomes, [0, 1]);
    expect(targets).toEqual([
      {
        id: 'SN1',
        name: 'Lobby',
        ok: true,
        error: null,
        before: { player_name: 'Old lobby', login_username: '' },
        after: { player_name: 'Lobby', login_username: 'kiosk' },
      },
      {
        id: 'SN2',
        name: 'Hall',
        ok: false,
        error: 'dm.errors.code.UNLOCKABLE_DEVICE',
        after: { player_name: 'Hall', login_username: 'kiosk' },
      },
    ]);
    expect(JSON.stringify(targets)).not.toContain('secret');
  });
});
