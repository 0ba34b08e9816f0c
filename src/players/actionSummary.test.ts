import { describe, expect, it } from 'vitest';
import { DeviceError, derivedPassword, type PoolResult, type PlayerRef } from './';
import { offlineRow, reportOf } from './actionSummary';
import { failureLines } from './configuration/statusView';
import type { QbicPlayer } from './playerModel';

const players: QbicPlayer[] = [1, 2, 3].map((n) => ({
  serial_number: `QB${n}`,
  ip: `10.0.0.${n}`,
  model_id: 'TD-1070',
  player_name: `Player ${n}`,
  online: true,
}));
const result = (index: number, error?: DeviceError): PoolResult<PlayerRef, unknown> =>
  error
    ? { item: players[index], index, ok: false, error }
    : { item: players[index], index, ok: true, value: {} };

describe('action summary', () => {
  it('gives a line per player with its error text key and the player detail', () => {
    const report = reportOf('lock', players, [
      result(0),
      result(1, new DeviceError('ERROR_LOCKING_QBIC_DEVICE', { status: 400, detail: 'too short' })),
      result(2, new DeviceError('USER_CANCELLATION')),
    ]);
    expect(report).toMatchObject({ action: 'lock', succeeded: 1, failed: 2, cancelled: true });
    expect(report.rows[0]).toEqual({ key: 'qb1', name: 'Player 1', serial: 'QB1', ip: '10.0.0.1', ok: true });
    expect(report.rows[1]).toMatchObject({
      ok: false,
      code: 'ERROR_LOCKING_QBIC_DEVICE',
      errorKey: 'dm.errors.code.ERROR_LOCKING_QBIC_DEVICE',
      detail: 'too short',
    });
  });

  it('never carries a password, whatever the outcome', () => {
    const report = reportOf('lock', players, [
      result(0),
      result(1, new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 })),
    ]);
    const text = JSON.stringify(report);
    for (const player of players) expect(text).not.toContain(derivedPassword('acme', player.serial_number));
    expect(text).not.toContain('12345678');
  });

  it('asks for the offline dialog only for one player that did not answer', () => {
    const single = reportOf('reboot', players, [result(0, new DeviceError('UNREACHABLE_DEVICE'))]);
    expect(offlineRow(single)).toMatchObject({ serial: 'QB1' });
    const many = reportOf('reboot', players, [
      result(0, new DeviceError('UNREACHABLE_DEVICE')),
      result(1, new DeviceError('UNREACHABLE_DEVICE')),
    ]);
    expect(offlineRow(many)).toBeNull();
    expect(
      offlineRow(reportOf('reboot', players, [result(0, new DeviceError('UNLOCKABLE_DEVICE'))])),
    ).toBeNull();
  });

  it('heads a player that did not answer "Offline or restarting", as the configuration status dialog does', () => {
    for (const action of ['lock', 'unlock', 'reboot'] as const) {
      const report = reportOf(action, players, [
        result(0, new DeviceError('UNREACHABLE_DEVICE')),
        result(1, new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 })),
        result(2, new DeviceError('ERROR_UNLOCKING_QBIC_DEVICE', { status: 500 })),
      ]);
      expect(report.rows.map((row) => row.headingKey)).toEqual([
        'dm.qbicConfig.steps.offline',
        'dm.qbicConfig.steps.authorize',
        undefined,
      ]);
    }
    const [line] = failureLines({
      index: 0,
      ip: '10.0.0.1',
      serial_number: 'QB1',
      state: 'failed',
      done: [],
      pending: ['deviceName'],
      failures: [{ step: 'authorize', code: 'UNREACHABLE_DEVICE' }],
    });
    const [row] = reportOf('lock', players, [result(0, new DeviceError('UNREACHABLE_DEVICE'))]).rows;
    expect([row.headingKey, row.errorKey]).toEqual([line.step.key, line.reason.key]);
  });
});
