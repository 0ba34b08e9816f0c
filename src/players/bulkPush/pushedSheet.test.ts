import { describe, expect, it } from 'vitest';
import type { PreparedPlayerRow } from './playerRows';
import { pushedSheetRows } from './pushedSheet';
import type { PlayerPushOutcome } from './pushPlayers';

const row = (
  serialNumber: string,
  deviceName: string,
  username: string,
  password: string,
): PreparedPlayerRow => ({
  source: { row: 2, serialNumber, deviceName, username, password, ip: '', isValid: true },
  ip: '10.0.0.1',
  problem: null,
  plan: { name: true, login: 'set', devicePassword: 'derive' },
});

describe('the sheet a push recorded', () => {
  it('keeps only the rows pushed without a failure, with whether a password was given, never the password', () => {
    const rows = [
      row(' QB1 ', ' Lobby ', ' kiosk ', 'Secret-1'),
      row('QB2', 'Hall', 'kiosk', 'Secret-2'),
      row('QB3', '', '', 'ignored'),
      row('QB4', 'Never pushed', 'kiosk', 'x'),
    ];
    const outcomes = new Map<number, PlayerPushOutcome>([
      [0, { ok: true }],
      [1, { ok: false, code: 'DEVICE_NOT_FOUND' }],
      [2, { ok: true }],
    ]);
    const recorded = pushedSheetRows(rows, outcomes);
    expect(recorded).toEqual([
      { serialNumber: 'QB1', deviceName: 'Lobby', username: 'kiosk', hasPassword: true },
      { serialNumber: 'QB3', deviceName: '', username: '', hasPassword: false },
    ]);
    expect(JSON.stringify(recorded)).not.toContain('Secret');
  });

  it('records the login the player held where the push kept it', () => {
    const kept: PreparedPlayerRow = {
      ...row('QB5', 'Hall', 'kiosk', ''),
      now: { name: 'Hall', login: { username: 'kiosk', hasPassword: true }, password: 'derived' },
      plan: { name: false, login: 'keep', devicePassword: 'derive' },
    };
    expect(pushedSheetRows([kept], new Map([[0, { ok: true }]]))).toEqual([
      { serialNumber: 'QB5', deviceName: 'Hall', username: 'kiosk', hasPassword: true },
    ]);
  });
});
