import { describe, expect, it } from 'vitest';
import type { QbicPlayer } from './playerModel';
import { playerNotes, rememberedOf, silentApart } from './playerNotes';
import { fieldsOf } from '../domain/players/playerRecord';

const player = (serial: string, extra: Partial<QbicPlayer> = {}): QbicPlayer => ({
  serial_number: serial,
  ip: '10.0.0.1',
  player_name: `Player ${serial}`,
  model_id: 'TD-1070',
  online: true,
  ...extra,
});

describe('playerNotes', () => {
  it('notes the players seen among the keys, with versions, schedule and whether the console opens them', () => {
    const schedule = { mode: 'onoff', on: '07:00', off: '19:00' };
    const notes = playerNotes(
      [
        player('A', { lastSeen: 5, info: { app_version: '1.2', firmware_version: '9.1' }, schedule }),
        player('B', { lastSeen: 6, infoError: 'UNLOCKABLE_DEVICE' }),
        player('C'),
        player('D', { lastSeen: 7 }),
      ],
      new Set(['a', 'b', 'c']),
    );
    expect(notes).toEqual([
      expect.objectContaining({
        serial: 'A',
        lastSeen: 5,
        appVersion: '1.2',
        firmwareVersion: '9.1',
        passwordOpens: true,
        schedule,
      }),
      expect.objectContaining({ serial: 'B', lastSeen: 6, passwordOpens: false }),
    ]);
  });
});

describe('silentApart', () => {
  it('counts the players their schedule has off apart from those not answering', () => {
    const off = player('A', { online: false, schedule: { mode: 'onoff', on: '07:00', off: '19:00' } });
    const silent = player('B', { online: false });
    const result = silentApart([off, silent], new Date(2026, 10, 10, 22, 0));
    expect(result.scheduledOff).toEqual([off]);
    expect(result.notAnswering).toEqual([silent]);
    expect(silentApart([off], new Date(2026, 10, 10, 12, 0)).notAnswering).toEqual([off]);
  });
});

describe('rememberedOf', () => {
  it('lists a record again as the player it was, with its schedule', () => {
    const record = {
      ...fieldsOf({ serial: 'A', name: 'Lobby', ip: '10.0.0.9', lastSeen: 3 }),
      id: 'x',
      version: 1,
    };
    expect(rememberedOf(record)).toEqual({
      serial_number: 'A',
      player_name: 'Lobby',
      ip: '10.0.0.9',
      model_id: '',
      lastSeen: 3,
    });
  });
});
