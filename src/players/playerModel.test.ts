import { describe, expect, it } from 'vitest';
import { DeviceError, type PlayerRef, type PoolResult } from './';
import {
  applyActionResults,
  applyInfoResults,
  applyScan,
  patchPlayers,
  playerStatus,
  pruneSelection,
  selectedPlayers,
  type QbicPlayer,
} from './playerModel';

const player = (n: number, extra: Partial<QbicPlayer> = {}): QbicPlayer => ({
  serial_number: `QB${n}`,
  ip: `10.0.0.${n}`,
  model_id: 'TD-1070',
  player_name: `Player ${n}`,
  online: true,
  ...extra,
});
const ok = <R>(item: PlayerRef, value: R, index = 0): PoolResult<PlayerRef, R> => ({
  item,
  index,
  ok: true,
  value,
});
const failed = (item: PlayerRef, code: DeviceError['code'], index = 0): PoolResult<PlayerRef, never> => ({
  item,
  index,
  ok: false,
  error: new DeviceError(code),
});

describe('player model', () => {
  it('names the status from the last answer and the password', () => {
    expect(playerStatus(player(1))).toBe('live');
    expect(playerStatus(player(1, { isPasswordProtected: true }))).toBe('locked');
    expect(playerStatus(player(1, { isPasswordProtected: true, online: false }))).toBe('offline');
  });

  it('merges a scan by serial number, keeping what was read before and ending a reboot', () => {
    const before = [player(1, { info: { app_version: '2.0' }, rebooting: true, online: false }), player(2)];
    const found = [{ serial_number: 'qb1', ip: '10.0.0.9', model_id: 'TD-1070', player_name: 'Moved' }];
    const after = applyScan(before, found, new Set(['10.0.0.1', '10.0.0.2', '10.0.0.9']), 1234);
    expect(after).toEqual([
      expect.objectContaining({ serial_number: 'QB2', online: false }),
      expect.objectContaining({
        serial_number: 'QB1',
        ip: '10.0.0.9',
        player_name: 'Moved',
        online: true,
        rebooting: false,
        lastSeen: 1234,
        info: { app_version: '2.0' },
      }),
    ]);
  });

  it('flags a player whose address answers with another serial number', () => {
    const found = [{ serial_number: 'QX7', ip: '10.0.0.1', model_id: 'TD-1060', player_name: 'Other' }];
    const after = applyScan([player(1)], found, new Set(['10.0.0.1']));
    expect(after.find((p) => p.serial_number === 'QB1')).toMatchObject({
      online: false,
      error: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
    });
    expect(after.find((p) => p.serial_number === 'QX7')).toMatchObject({ online: true });
  });

  it('records what lock, unlock and reboot did, and marks unreachable players offline', () => {
    const players = [player(1), player(2), player(3, { isPasswordProtected: true })];
    const locked = applyActionResults(players, 'lock', [
      ok(players[0], {}),
      failed(players[1], 'UNREACHABLE_DEVICE'),
    ]);
    expect(locked.map(playerStatus)).toEqual(['locked', 'offline', 'locked']);
    const unlocked = applyActionResults(locked, 'unlock', [
      ok(players[2], {}),
      failed(players[0], 'QBIC_AUTHORIZATION_FAILURE'),
    ]);
    expect(unlocked.map(playerStatus)).toEqual(['locked', 'offline', 'live']);
    const rebooted = applyActionResults(unlocked, 'reboot', [ok(players[2], {})]);
    expect(rebooted[2]).toMatchObject({ online: false, rebooting: true });
  });

  it('keeps versions that were read and the reason for those that were not', () => {
    const players = [player(1, { isRefreshing: true }), player(2, { isRefreshing: true }), player(3)];
    const after = applyInfoResults(players, [
      ok(players[0], { firmware_version: '5.1' }),
      failed(players[1], 'UNLOCKABLE_DEVICE'),
    ]);
    expect(after[0]).toMatchObject({ info: { firmware_version: '5.1' }, isRefreshing: false });
    expect(after[1]).toMatchObject({ infoError: 'UNLOCKABLE_DEVICE', isRefreshing: false });
    expect(after[2]).toBe(players[2]);
  });

  it('patches and selects players by serial number, and drops selections of players gone', () => {
    const players = [player(1), player(2)];
    expect(patchPlayers(players, ['qb2'], () => ({ screenshotBusy: true }))[1].screenshotBusy).toBe(true);
    expect(selectedPlayers(players, new Set(['qb2'])).map((p) => p.serial_number)).toEqual(['QB2']);
    expect([...pruneSelection(new Set(['qb2', 'qb9']), players)]).toEqual(['qb2']);
  });
});
