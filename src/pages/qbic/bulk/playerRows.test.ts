import { describe, expect, it } from 'vitest';
import type { PlayerBulkRow } from '../../../domain/playerBulk';
import { dashed, preparePlayerRows } from './playerRows';

const row = (overrides: Partial<PlayerBulkRow> = {}): PlayerBulkRow => ({
  row: 2,
  serialNumber: 'SN-1',
  deviceName: 'Lobby',
  username: 'kiosk',
  password: 'pw',
  ip: '',
  isValid: true,
  ...overrides,
});
const scanned = [{ serial_number: 'sn-1', ip: '10.0.0.5', isPasswordProtected: true }];

describe('player bulk rows', () => {
  it('takes the ip from the scanned players by serial number, ignoring case', () => {
    const [prepared] = preparePlayerRows([row()], scanned);
    expect(prepared).toMatchObject({ ip: '10.0.0.5', problem: null, isPasswordProtected: true });
    expect(preparePlayerRows([row({ ip: '10.0.0.9' })], scanned)[0].ip).toBe('10.0.0.9');
  });

  it.each([
    [{ serialNumber: '' }, 'serialMissing'],
    [{ isValid: false }, 'statusChanged'],
    [{ serialNumber: 'SN-404' }, 'serialNotFound'],
    [{ password: '' }, 'passwordMissing'],
  ] as const)('fails %j with %s', (overrides, problem) => {
    expect(preparePlayerRows([row(overrides)], scanned)[0].problem).toBe(problem);
  });

  it('accepts a row without credentials and shows blanks as dashes', () => {
    expect(preparePlayerRows([row({ username: '', password: '' })], scanned)[0].problem).toBeNull();
    expect(dashed(' ')).toBe('—');
    expect(dashed('Lobby')).toBe('Lobby');
  });
});
