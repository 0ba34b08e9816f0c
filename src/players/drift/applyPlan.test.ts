import { describe, expect, it } from 'vitest';
import type { PlayerRef } from '..';
import { applyPlan, unwrittenOf } from './applyPlan';
import { compareWithSheet, sheetBaseline, type DriftedPlayer, type FieldDifference } from './drift';

type Player = PlayerRef & { model_id: string };
const player = (index: number, model_id = 'TD-1070'): Player => ({
  ip: `10.0.0.${index}`,
  serial_number: `QB${index}`,
  model_id,
});
const mini = (index: number) => player(index, 'TD-0360');
const drifted = (who: Player, differences: FieldDifference[]): DriftedPlayer<Player> => ({
  player: who,
  differences,
});

const VOLUME: FieldDifference = { field: 'volume_stream_music', expected: '50', actual: '20' };
const GROUP: FieldDifference = { field: 'play_group', expected: 'Floor 1', actual: 'X' };
const CONTENT: FieldDifference = {
  field: 'smil_content_url',
  expected: 'https://signs.example/a',
  actual: 'https://signs.example/b',
};
const APP: FieldDifference = { field: 'app_version', expected: '2.1.0', actual: '2.0.0' };
const FIRMWARE: FieldDifference = { field: 'firmware_version', expected: '5.0.1', actual: '4.0.0' };

describe('applying a baseline writes only what differs, on the players it differs on', () => {
  it('gives each player only its own differences, grouped, without a restart', () => {
    const { run, players } = applyPlan([
      drifted(player(1), [GROUP, CONTENT, FIRMWARE]),
      drifted(player(2), [VOLUME]),
    ]);
    expect(run.players.map((entry) => entry.ip)).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(run.plans).toEqual([
      {
        reboot: false,
        tasks: [
          { group: 'deviceName', calls: [{ kind: 'setting', key: 'play_group', value: 'Floor 1' }] },
          {
            group: 'contentType',
            calls: [{ kind: 'setting', key: 'smil_content_url', value: 'https://signs.example/a' }],
          },
        ],
      },
      // The volume only: the other player's group and content are not written here.
      {
        reboot: false,
        tasks: [{ group: 'keypadVolume', calls: [{ kind: 'volume', stream: 'stream_music', value: 50 }] }],
      },
    ]);
    expect(players.map((entry) => [entry.writes, entry.shown])).toEqual([
      [[GROUP, CONTENT], [FIRMWARE]],
      [[VOLUME], []],
    ]);
  });

  it('leaves a player that differs only in versions or its login out of the run, and says why', () => {
    const login: FieldDifference = { field: 'login_username', expected: 'kiosk', actual: '' };
    const optimized: FieldDifference = { field: 'is_reboot_optimized', expected: 'true', actual: 'false' };
    const { run, players } = applyPlan([
      drifted(player(1), [APP, FIRMWARE]),
      drifted(player(2), [login, optimized]),
      drifted(player(3), [VOLUME]),
    ]);
    expect(run.players.map((entry) => entry.ip)).toEqual(['10.0.0.3']);
    expect(players[0]).toMatchObject({ writes: [], shown: [APP, FIRMWARE], miniDisplayLeftOut: false });
    expect([APP, FIRMWARE, login, optimized].map(unwrittenOf)).toEqual([
      'version',
      'version',
      'login',
      'other',
    ]);
  });

  it('does not write a volume the baseline does not hold', () => {
    const unset: FieldDifference = { field: 'volume_stream_system', expected: '', actual: '30' };
    const { run, players } = applyPlan([drifted(player(1), [unset])]);
    expect(run.players).toEqual([]);
    expect(players[0].shown).toEqual([unset]);
  });

  it('never puts a Mini Display in a run of several players (000 §5); alone, it is written', () => {
    const several = applyPlan([
      drifted(mini(1), [VOLUME]),
      drifted(player(2), [VOLUME]),
      drifted(mini(3), [GROUP]),
      // Nothing to write on it: not "left out", there is nothing to leave out.
      drifted(mini(4), [APP]),
    ]);
    expect(several.run.players.map((entry) => entry.ip)).toEqual(['10.0.0.2']);
    expect(several.players.map((entry) => entry.miniDisplayLeftOut)).toEqual([true, false, true, false]);

    const twoMinis = applyPlan([drifted(mini(1), [VOLUME]), drifted(mini(3), [GROUP])]);
    expect(twoMinis.run.players).toEqual([]);

    const alone = applyPlan([drifted(mini(1), [VOLUME]), drifted(player(2), [APP])]);
    expect(alone.run.players.map((entry) => entry.ip)).toEqual(['10.0.0.1']);
    expect(alone.players[0].miniDisplayLeftOut).toBe(false);
  });

  it('gives each player its own row’s values with the last sheet pushed, and shows the login', () => {
    const sheet = sheetBaseline([
      { serialNumber: 'QB1', deviceName: 'Room 1', username: 'kiosk', hasPassword: true },
      { serialNumber: 'qb2', deviceName: 'Hall', username: 'front', hasPassword: true },
    ]);
    const players = [player(1), player(2)];
    const held = (name: string) => ({
      settings: { player_name: name },
      volume: {},
      info: { app_version: '1', firmware_version: '1' },
      login: { username: 'kiosk', hasPassword: true },
    });
    const report = compareWithSheet(sheet, players, [
      { item: players[0], index: 0, ok: true, value: held('Old 1') },
      { item: players[1], index: 1, ok: true, value: held('Old 2') },
    ]);
    const { run, players: applied } = applyPlan(report.drifted);
    expect(run.plans).toEqual([
      {
        reboot: false,
        tasks: [{ group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Room 1' }] }],
      },
      {
        reboot: false,
        tasks: [{ group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Hall' }] }],
      },
    ]);
    expect(applied[1].shown.map((difference) => difference.field)).toEqual(['login_username']);
  });
});
