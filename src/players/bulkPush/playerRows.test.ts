import { describe, expect, it } from 'vitest';
import type { PlayerBulkRow } from '../../domain/playerBulk';
import { preparePlayerRows } from './playerRows';
import { rowsToPush, type PlayerPushOutcome } from './pushPlayers';

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
    [{ isValid: false, ip: '10.0.0.999' }, 'ipInvalid'],
    [{ isValid: false, deviceName: 'x'.repeat(65) }, 'nameTooLong'],
    [{ isValid: false }, 'statusChanged'],
    [{ serialNumber: 'SN-404' }, 'serialNotFound'],
    [{ password: '' }, 'passwordMissing'],
  ] as const)('fails %j with %s', (overrides, problem) => {
    expect(preparePlayerRows([row(overrides)], scanned)[0].problem).toBe(problem);
  });

  it('pushes a row that gives an address though no scanned player has its serial (the push checks it there)', () => {
    const [prepared] = preparePlayerRows([row({ serialNumber: 'SN-404', ip: '10.0.0.7' })], scanned);
    expect(prepared).toMatchObject({ ip: '10.0.0.7', problem: null, isPasswordProtected: undefined });
    expect(rowsToPush([prepared], new Map(), 'valid').map(({ index }) => index)).toEqual([0]);
  });

  it('refuses a serial number given in an earlier row, ignoring case, and keeps the first', () => {
    const prepared = preparePlayerRows(
      [row(), row({ row: 3, serialNumber: 'sn-1', isValid: false })],
      scanned,
    );
    expect(prepared.map((one) => one.problem)).toEqual([null, 'serialRepeated']);
  });

  it('takes a name of exactly 64 characters', () => {
    expect(preparePlayerRows([row({ deviceName: 'x'.repeat(64) })], scanned)[0].problem).toBeNull();
  });

  it('accepts a row without credentials', () => {
    expect(preparePlayerRows([row({ username: '', password: '' })], scanned)[0].problem).toBeNull();
  });
});

describe('the rows a player push sends', () => {
  const prepared = preparePlayerRows(
    [
      row(),
      row({ row: 3, serialNumber: 'SN-2' }),
      row({ row: 4, serialNumber: '' }),
      row({ row: 5, serialNumber: 'SN-3' }),
    ],
    [...scanned, { serial_number: 'SN-2', ip: '10.0.0.6' }, { serial_number: 'SN-3', ip: '10.0.0.8' }],
  );

  it('first sends every row without a problem', () => {
    expect(rowsToPush(prepared, new Map(), 'valid').map(({ index }) => index)).toEqual([0, 1, 3]);
  });

  it('on Retry failed sends only the failed players, never a saved one twice', () => {
    const outcomes = new Map<number, PlayerPushOutcome>([
      [0, { ok: true }],
      [1, { ok: false, code: 'DEVICE_NOT_FOUND' }],
      [3, { ok: true }],
    ]);
    expect(rowsToPush(prepared, outcomes, 'failed').map(({ index }) => index)).toEqual([1]);
    expect(rowsToPush(prepared, outcomes, 'valid').map(({ index }) => index)).toEqual([]);
  });
});
