import { describe, expect, it } from 'vitest';
import { DeviceError, type PlayerHoldings, type PlayerRef, type ReadBackResult } from '..';
import {
  compareWithBaseline,
  compareWithSheet,
  sheetBaseline,
  differencesOf,
  driftValues,
  PASSWORD_SET,
  type Baseline,
} from './drift';

const holdings = (change: Partial<PlayerHoldings> = {}): PlayerHoldings => ({
  settings: {
    player_name: 'Lobby',
    play_group: 'Floor 1',
    content_url: '',
    smil_content_url: 'https://signs.example/a',
    schedule_reboot_mode: 'reboot',
    reboot_time: '03:00',
    is_reboot_optimized: false,
  },
  volume: { stream_music: 50, stream_alarm: 70 },
  info: { app_version: '2.1.0', firmware_version: '5.0.1' },
  login: { username: 'kiosk', hasPassword: true },
  ...change,
});

const player = (index: number): PlayerRef & { player_name: string } => ({
  ip: `10.0.0.${index}`,
  serial_number: `QB${index}`,
  player_name: `Room ${index}`,
});
const ok = (item: PlayerRef, index: number, value: PlayerHoldings): ReadBackResult => ({
  item,
  index,
  ok: true,
  value,
});
const baseline: Baseline = { label: 'Room 0', serial_number: 'qb0', values: driftValues(holdings()) };

describe('drift values', () => {
  it('turns holdings into text values, with no password, only whether one is set', () => {
    const values = driftValues(holdings());
    expect(values.play_group).toBe('Floor 1');
    expect(values.volume_stream_music).toBe('50');
    expect(values.volume_stream_system).toBe('');
    expect(values.is_reboot_optimized).toBe('false');
    expect(values.login_username).toBe('kiosk');
    expect(values.login_password).toBe(PASSWORD_SET);
    expect(Object.keys(values)).not.toContain('player_name');
    expect(JSON.stringify(values)).not.toContain('secret');
  });

  it('does not compare the player name, nor content_url, which only reports smil_content_url', () => {
    const renamed = holdings({
      settings: { ...holdings().settings, player_name: 'Other', content_url: 'https://elsewhere.example' },
    });
    expect(differencesOf(baseline.values, driftValues(renamed))).toEqual([]);
  });
});

describe('compareWithBaseline', () => {
  it('lists only the players and the fields that differ, side by side, in field order', () => {
    const players = [player(1), player(2), player(3)];
    const results = [
      ok(players[0], 0, holdings()),
      ok(players[1], 1, holdings({ volume: { stream_music: 20, stream_alarm: 70 } })),
      ok(
        players[2],
        2,
        holdings({
          info: { app_version: '2.0.0', firmware_version: '5.0.1' },
          login: { username: 'kiosk', hasPassword: false },
          settings: { ...holdings().settings, play_group: 'Floor 2' },
        }),
      ),
    ];
    const report = compareWithBaseline(baseline, players, results);
    expect(report.matching).toBe(1);
    expect(report.unreadable).toEqual([]);
    expect(report.drifted).toEqual([
      {
        player: players[1],
        differences: [{ field: 'volume_stream_music', expected: '50', actual: '20' }],
      },
      {
        player: players[2],
        differences: [
          { field: 'play_group', expected: 'Floor 1', actual: 'Floor 2' },
          { field: 'app_version', expected: '2.1.0', actual: '2.0.0' },
          { field: 'login_password', expected: PASSWORD_SET, actual: '' },
        ],
      },
    ]);
  });

  it('lists a player that cannot be read as unreadable, not as drifted', () => {
    const players = [player(1), player(2)];
    const results: ReadBackResult[] = [
      { item: players[0], index: 0, ok: false, error: new DeviceError('UNREACHABLE_DEVICE') },
      ok(players[1], 1, holdings()),
    ];
    const report = compareWithBaseline(baseline, players, results);
    expect(report.unreadable).toEqual([{ player: players[0], code: 'UNREACHABLE_DEVICE' }]);
    expect(report.drifted).toEqual([]);
    expect(report.matching).toBe(1);
  });

  it('leaves the baseline player out of its own check, whatever the case of its serial number', () => {
    const players = [{ ...player(0), serial_number: 'QB0' }];
    const report = compareWithBaseline(baseline, players, [
      ok(players[0], 0, holdings({ volume: { stream_music: 1 } })),
    ]);
    expect(report).toEqual({ drifted: [], unreadable: [], matching: 0, notInBaseline: [] });
  });
});

describe('the last bulk sheet pushed as the baseline', () => {
  const sheet = sheetBaseline([
    { serialNumber: 'QB1', deviceName: 'Room 1', username: 'kiosk', hasPassword: true },
    { serialNumber: 'qb2', deviceName: 'Hall', username: 'front', hasPassword: true },
    { serialNumber: 'QB3', deviceName: '  ', username: '', hasPassword: false },
  ]);
  const named = (player_name: string, login = { username: 'kiosk', hasPassword: true }) =>
    holdings({ settings: { ...holdings().settings, player_name }, login });

  it('compares each player with its own row, only the fields the sheet sets', () => {
    const players = [player(1), player(2), player(3)];
    const report = compareWithSheet(sheet, players, [
      // Its own row in every field the sheet sets; its volume differs from every other player's: not compared.
      ok(players[0], 0, { ...named('Room 1'), volume: { stream_music: 3 } }),
      ok(players[1], 1, named('Lobby')),
      // A blank name in the sheet left the name alone; a blank login cleared it.
      ok(players[2], 2, named('Anything', { username: 'local', hasPassword: true })),
    ]);
    expect(report.matching).toBe(1);
    expect(report.notInBaseline).toEqual([]);
    expect(report.drifted).toEqual([
      {
        player: players[1],
        differences: [
          { field: 'player_name', expected: 'Hall', actual: 'Lobby' },
          { field: 'login_username', expected: 'front', actual: 'kiosk' },
        ],
      },
      {
        player: players[2],
        differences: [
          { field: 'login_username', expected: '', actual: 'local' },
          { field: 'login_password', expected: '', actual: PASSWORD_SET },
        ],
      },
    ]);
  });

  it('lists a player the sheet did not name as not in it, neither drifted nor unreadable, read or not', () => {
    const players = [player(1), player(7), player(8)];
    const report = compareWithSheet(sheet, players, [
      ok(players[0], 0, named('Room 1')),
      ok(players[1], 1, named('Elsewhere')),
      { item: players[2], index: 2, ok: false, error: new DeviceError('UNREACHABLE_DEVICE') },
    ]);
    expect(report).toEqual({
      drifted: [],
      unreadable: [],
      matching: 1,
      notInBaseline: [players[1], players[2]],
    });
  });
});

describe('a saved baseline', () => {
  it('is compared with every player, none of them left out as the baseline player', () => {
    const saved: Baseline = { label: 'Lobby standard', values: driftValues(holdings()) };
    const players = [player(0), player(1)];
    const report = compareWithBaseline(saved, players, [
      ok(players[0], 0, holdings()),
      ok(players[1], 1, holdings({ info: { app_version: '2.1.0', firmware_version: '4.0.0' } })),
    ]);
    expect(report.matching).toBe(1);
    expect(report.drifted.map((row) => row.differences)).toEqual([
      [{ field: 'firmware_version', expected: '5.0.1', actual: '4.0.0' }],
    ]);
  });
});
