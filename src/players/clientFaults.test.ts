import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeviceClient,
  createTokenCache,
  lockPlayers,
  scanRanges,
  unlockPlayers,
  type DeviceClient,
  type LocalPlayer,
  type PlayerActionResult,
} from './';
import type { Fleet } from '../../mock-server/fleet/fleet';
import { startTestFleet } from '../../mock-server/fleet/testKit';

/** The device client against a real simulated fleet: each fault ends in its named error, the rest finish. */
const FIRST = '127.0.20.1';
const LAST = '127.0.20.9';
let fleet: Fleet;
let client: DeviceClient;
let known: LocalPlayer[];

beforeAll(async () => {
  fleet = await startTestFleet({
    firstHost: FIRST,
    count: 9,
    faults: {
      '127.0.20.2': { offline: true },
      '127.0.20.3': { blackhole: true },
      '127.0.20.4': { flaky: 1 },
      '127.0.20.5': { wrongSerial: true },
      '127.0.20.6': { lockedByOther: true },
      '127.0.20.7': { slow: 60 },
    },
  });
  // Far above the slow player's 60 ms, so that a busy machine does not turn slow into silent.
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 4_000 });
  known = fleet.players.map((player) => ({
    serial_number: player.serial,
    ip: player.ip,
    model_id: player.modelId,
    player_name: player.name,
    online: true,
  }));
});
afterAll(() => fleet.close());

const outcome = (results: PlayerActionResult[]) =>
  Object.fromEntries(results.map((result) => [result.item.ip, result.ok ? 'ok' : result.error.code]));

describe('device client against the simulated fleet', { timeout: 60_000 }, () => {
  it('scans the range: faulty players are offline or flagged, the others found with their protection', async () => {
    const result = await scanRanges([{ start: FIRST, end: LAST }], {
      client,
      known,
      discoveryTimeoutMs: 4_000,
    });
    expect(result.cancelled).toBe(false);
    const byIp = Object.fromEntries(
      result.players
        .filter((player) => fleet.players.some((handle) => handle.serial === player.serial_number))
        .map((player) => [
          player.ip,
          [player.online, player.error ?? null, player.isPasswordProtected ?? null],
        ]),
    );
    expect(byIp).toEqual({
      '127.0.20.1': [true, null, false],
      '127.0.20.2': [false, null, null],
      '127.0.20.3': [false, null, null],
      '127.0.20.4': [false, null, null],
      '127.0.20.5': [false, 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH', null],
      '127.0.20.6': [true, null, true],
      '127.0.20.7': [true, null, false],
      '127.0.20.8': [true, null, false],
      '127.0.20.9': [true, null, false],
    });
    expect(
      result.players.filter((player) => player.ip === '127.0.20.5').map((player) => player.serial_number),
    ).toEqual(['QB00000005', 'QX00000005']);
  });

  it('locks in bulk: every fault ends in its named error while the other players are locked', async () => {
    const started = Date.now();
    const results = await lockPlayers(known, {
      client,
      tenantId: 'acme',
      enableQbicSecurity: true,
      concurrency: 4,
    });
    // The silent player costs one request timeout (4 s), not one per step.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcome(results)).toEqual({
      '127.0.20.1': 'ok',
      '127.0.20.2': 'UNREACHABLE_DEVICE',
      '127.0.20.3': 'UNREACHABLE_DEVICE',
      '127.0.20.4': 'DEVICE_REQUEST_FAILED',
      '127.0.20.5': 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
      '127.0.20.6': 'UNLOCKABLE_DEVICE',
      '127.0.20.7': 'ok',
      '127.0.20.8': 'ok',
      '127.0.20.9': 'ok',
    });
    const failed = results.find((result) => !result.ok && result.item.ip === '127.0.20.4');
    expect(failed && !failed.ok && failed.error.status).toBe(500);
  });

  it('shows locked players as password-protected on the next scan, and unprotected after unlocking', async () => {
    const healthy = known.filter((player) => ['127.0.20.8', '127.0.20.9'].includes(player.ip));
    const cache = createTokenCache();
    expect(
      outcome(await lockPlayers(healthy, { client, tenantId: 'acme', enableQbicSecurity: true, cache })),
    ).toEqual({
      '127.0.20.8': 'ok',
      '127.0.20.9': 'ok',
    });
    const scan = async () =>
      (await scanRanges([{ start: '127.0.20.8', end: LAST }], { client, known: healthy })).players.map(
        (player) => player.isPasswordProtected,
      );
    expect(await scan()).toEqual([true, true]);
    expect(outcome(await unlockPlayers(healthy, { client, tenantId: 'ACME', cache }))).toEqual({
      '127.0.20.8': 'ok',
      '127.0.20.9': 'ok',
    });
    expect(await scan()).toEqual([false, false]);
    expect(fleet.player('127.0.20.8').state().password).toBe('12345678');
  });

  it('refuses to lock at all when the tenant has QBIC security disabled', async () => {
    await expect(
      lockPlayers(known, { client, tenantId: 'acme', enableQbicSecurity: false }),
    ).rejects.toMatchObject({
      code: 'QBIC_SECURITY_DISABLED',
    });
    expect(fleet.player('127.0.20.8').state().password).toBe('12345678');
  });
});
