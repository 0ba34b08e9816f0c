import { describe, expect, it } from 'vitest';
import type { PlayerBulkRow } from '../../domain/playerBulk';
import type { PlayerNow } from './playerPlan';
import { preparePlayerRows } from './playerRows';
import { loginRemovals, pushSummary } from './pushSummary';

/** What the push dialog says it will do (issue 38, M9): every kind of change, on how many players. */
const scanned = ['QB1', 'QB2', 'QB3', 'QB4', 'QB5'].map((serial, index) => ({
  serial_number: serial,
  ip: `127.0.0.${index + 2}`,
}));
const row = (serialNumber: string, overrides: Partial<PlayerBulkRow> = {}): PlayerBulkRow => ({
  row: 2,
  serialNumber,
  deviceName: 'Hall',
  username: 'kiosk',
  password: '',
  ip: '',
  isValid: true,
  ...overrides,
});
const held = (username: string, password: PlayerNow['password'] = 'factory'): PlayerNow => ({
  name: 'Hall',
  login: { username, hasPassword: username !== '' },
  password,
});

describe('the summary of a player push', () => {
  const sheet = [
    row('QB1'), // as the player holds it
    row('QB2', { deviceName: 'Lobby' }), // a new name
    row('QB3', { username: 'desk', password: 'pw-1' }), // a new login
    row('QB4', { username: '' }), // login removed
    row('', {}), // a problem: never pushed, never counted
  ];
  const now = new Map([
    ['qb1', held('kiosk', 'derived')],
    ['qb2', held('kiosk', 'derived')],
    ['qb3', held('kiosk')],
    ['qb4', held('kiosk', 'derived')],
  ]);

  it('counts the names, logins and device passwords a push with QBIC security on changes', () => {
    const rows = preparePlayerRows(sheet, scanned, { now, qbicSecurityEnabled: true });
    expect(pushSummary(rows)).toEqual({
      counts: { name: 1, loginSet: 1, loginRemove: 1, derive: 1, reset: 0 },
      unchanged: 1,
    });
    expect(loginRemovals(rows).map((prepared) => prepared.source.serialNumber)).toEqual(['QB4']);
  });

  it('counts the passwords reset to the factory one when QBIC security is off', () => {
    const rows = preparePlayerRows(sheet, scanned, { now, qbicSecurityEnabled: false });
    expect(pushSummary(rows).counts).toMatchObject({ derive: 0, reset: 3 });
    expect(pushSummary(rows).unchanged).toBe(0);
  });

  it('names the device password change of a player on the factory password, whose row changes nothing else', () => {
    const rows = preparePlayerRows([row('QB5')], scanned, {
      now: new Map([['qb5', held('kiosk')]]),
      qbicSecurityEnabled: true,
    });
    expect(pushSummary(rows)).toEqual({
      counts: { name: 0, loginSet: 0, loginRemove: 0, derive: 1, reset: 0 },
      unchanged: 0,
    });
  });
});
