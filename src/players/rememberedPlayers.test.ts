import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memoryStorage';
import { applyScan, playerStatus, type QbicPlayer } from './playerModel';
import {
  listRemembered,
  loadRemembered,
  REMEMBERED_MAX,
  rememberSeen,
  saveRemembered,
  silentPlayers,
  withRemembered,
} from './rememberedPlayers';

const player = (serial: string, ip: string, extra: Partial<QbicPlayer> = {}): QbicPlayer => ({
  serial_number: serial,
  ip,
  model_id: 'TD-1070',
  player_name: `Player ${serial}`,
  online: true,
  ...extra,
});

describe('remembered players', () => {
  it('keeps each seen player with its newest address and time, never an older sighting over a newer', () => {
    const first = rememberSeen([], [player('A', '10.0.0.1', { lastSeen: 100 }), player('B', '10.0.0.2')]);
    expect(first).toEqual([
      { serial_number: 'A', ip: '10.0.0.1', player_name: 'Player A', model_id: 'TD-1070', lastSeen: 100 },
    ]);
    const moved = rememberSeen(first, [player('a', '10.0.0.9', { lastSeen: 200 })]);
    expect(moved.map((entry) => [entry.ip, entry.lastSeen])).toEqual([['10.0.0.9', 200]]);
    expect(rememberSeen(moved, [player('A', '10.0.0.1', { lastSeen: 150 })])).toEqual(moved);
  });

  it('keeps at most the limit, the players seen longest ago dropped first', () => {
    const many = Array.from({ length: REMEMBERED_MAX + 2 }, (_, index) =>
      player(`S${index}`, '10.0.0.1', { lastSeen: index }),
    );
    const kept = rememberSeen([], many);
    expect(kept).toHaveLength(REMEMBERED_MAX);
    expect(kept.some((entry) => entry.lastSeen < 2)).toBe(false);
  });

  it('lists a remembered player again, not answering, only where the scan covered its address', () => {
    const kept = rememberSeen(
      [],
      [player('A', '10.0.0.1', { lastSeen: 5 }), player('B', '10.0.0.2', { lastSeen: 6 })],
    );
    const listed = withRemembered([player('C', '10.0.0.3')], kept, new Set(['10.0.0.1', '10.0.0.3']));
    expect(listed.map((entry) => [entry.serial_number, entry.online, entry.lastSeen])).toEqual([
      ['C', true, undefined],
      ['A', false, 5],
    ]);
    expect(withRemembered([player('a', '10.0.0.7')], kept, new Set(['10.0.0.1']))).toHaveLength(1);
    expect(silentPlayers(listed, new Set(['10.0.0.1', '10.0.0.3'])).map((entry) => entry.ip)).toEqual([
      '10.0.0.1',
    ]);
  });

  it('reads back what it saved, and nothing (no error) from a missing or broken entry', () => {
    const storage = new MemoryStorage();
    const kept = rememberSeen([], [player('A', '10.0.0.1', { lastSeen: 1 })]);
    saveRemembered(storage, 'k', kept);
    expect(loadRemembered(storage, 'k')).toEqual(kept);
    expect(loadRemembered(storage, 'none')).toEqual([]);
    storage.setItem('bad', '{not json');
    expect(loadRemembered(storage, 'bad')).toEqual([]);
    storage.setItem('odd', JSON.stringify([{ serial_number: 1 }, ...kept]));
    expect(loadRemembered(storage, 'odd')).toEqual(kept);
  });

  it('lists every remembered player not listed yet as the tab opens, not checked yet, until a scan covers it', () => {
    const kept = rememberSeen(
      [],
      [player('A', '10.0.0.9', { lastSeen: 5 }), player('B', '10.0.0.2', { lastSeen: 6 })],
    );
    const opened = listRemembered([player('a', '10.0.0.1', { lastSeen: 9 })], kept);
    expect(
      opened.map((entry) => [entry.serial_number, entry.ip, playerStatus(entry), entry.lastSeen]),
    ).toEqual([
      ['a', '10.0.0.1', 'live', 9],
      ['B', '10.0.0.2', 'unchecked', 6],
    ]);
    // A scan covering B's address that does not find it: offline, no longer "not checked".
    const silent = applyScan(opened, [], new Set(['10.0.0.2']));
    expect(silent.map(playerStatus)).toEqual(['live', 'offline']);
    // Found at another address by its serial number: one row, checked and live.
    const moved = applyScan(opened, [{ ...player('B', '10.0.0.7'), isPasswordProtected: false }], new Set());
    expect(moved.map((entry) => [entry.serial_number, entry.ip, playerStatus(entry)])).toEqual([
      ['a', '10.0.0.1', 'live'],
      ['B', '10.0.0.7', 'live'],
    ]);
    expect(listRemembered(moved, kept)).toHaveLength(2);
  });
});
