import { describe, expect, it } from 'vitest';
import { isMiniDisplay, mergeScan, type FoundPlayer } from './mergeScan';
import type { LocalPlayer } from './types';

const known = (serial: string, ip: string, extra: Partial<LocalPlayer> = {}): LocalPlayer => ({
  serial_number: serial,
  ip,
  model_id: 'TD-1070',
  player_name: `Old ${serial}`,
  online: true,
  ...extra,
});
const found = (serial: string, ip: string, extra: Partial<FoundPlayer> = {}): FoundPlayer => ({
  serial_number: serial,
  ip,
  model_id: 'TD-1060',
  player_name: `New ${serial}`,
  ...extra,
});

describe('mergeScan', () => {
  it('adds new players and refreshes known ones by serial number, following a changed address', () => {
    const result = mergeScan(
      [known('QB1', '10.0.0.5', { isPasswordProtected: true })],
      [found('qb1', '10.0.0.9'), found('QB2', '10.0.0.3', { isPasswordProtected: false })],
      new Set(['10.0.0.3', '10.0.0.5', '10.0.0.9']),
    );
    expect(result).toEqual([
      {
        serial_number: 'QB2',
        ip: '10.0.0.3',
        model_id: 'TD-1060',
        player_name: 'New QB2',
        online: true,
        isPasswordProtected: false,
      },
      {
        serial_number: 'QB1',
        ip: '10.0.0.9',
        model_id: 'TD-1060',
        player_name: 'New qb1',
        online: true,
        isPasswordProtected: true,
      },
    ]);
  });

  it('flags a known player whose address now answers with another serial number', () => {
    const result = mergeScan([known('QB1', '10.0.0.5')], [found('QB9', '10.0.0.5')], new Set(['10.0.0.5']));
    expect(result.find((player) => player.serial_number === 'QB1')).toMatchObject({
      online: false,
      error: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
    });
    expect(result.find((player) => player.serial_number === 'QB9')).toMatchObject({
      ip: '10.0.0.5',
      online: true,
    });
  });

  it('marks silent known players offline, leaves those outside the scan alone, and clears an old flag', () => {
    const result = mergeScan(
      [
        known('QB1', '10.0.0.5'),
        known('QB2', '192.168.0.2'),
        known('QB3', '10.0.0.6', { online: false, error: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH' }),
      ],
      [found('QB3', '10.0.0.6')],
      new Set(['10.0.0.5', '10.0.0.6']),
    );
    expect(result.map((player) => [player.serial_number, player.online, player.error])).toEqual([
      ['QB1', false, undefined],
      ['QB3', true, undefined],
      ['QB2', true, undefined],
    ]);
  });

  it('recognises the mini display by model id', () => {
    expect(isMiniDisplay({ model_id: 'TD-0360' })).toBe(true);
    expect(isMiniDisplay({ model_id: 'TD-1070' })).toBe(false);
  });
});
