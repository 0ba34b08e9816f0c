import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeviceClient, createTokenCache, derivedPassword, type DeviceClient } from '..';
import type { PlayerBulkRow } from '../../domain/playerBulk';
import type { PromptRequest } from '../passwordStrategy';
import { createPlayerPasswords } from '../playerPasswords';
import { preparePlayerRows } from './playerRows';
import { LOGIN_FILE, pushPlayers } from './pushPlayers';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { callJson, startTestFleet, tokenFor } from '../../../mock-server/fleet/testKit';

/** The player tab's push against simulated players with faults: every row ends in its named outcome. */
const FIRST = '127.0.21.1';
let fleet: Fleet;
let client: DeviceClient;

beforeAll(async () => {
  fleet = await startTestFleet({
    firstHost: FIRST,
    count: 10,
    faults: {
      '127.0.21.2': { lockedByOther: true },
      '127.0.21.3': { offline: true },
      '127.0.21.4': { wrongSerial: true },
      '127.0.21.5': { flaky: 1 },
      '127.0.21.7': { failCalls: ['POST /v1/task/remote_upload_file'] },
      '127.0.21.8': { failCalls: ['POST /v1/settings/player_name'] },
      '127.0.21.9': { failCalls: ['DELETE /v1/user/password'] },
      '127.0.21.10': { failCalls: ['POST /v1/user/password'] },
    },
  });
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 10_000 });
});
afterAll(() => fleet.close());

const row = (index: number, overrides: Partial<PlayerBulkRow> = {}): PlayerBulkRow => ({
  row: index + 2,
  serialNumber: fleet.players[index].serial,
  deviceName: `Lobby ${index}`,
  username: 'kiosk',
  password: 's3cret&<',
  ip: '',
  isValid: true,
  ...overrides,
});

describe('player bulk push against the fleet', { timeout: 60_000 }, () => {
  it('sets login and name, secures or resets, and names each fault', async () => {
    const scanned = fleet.players.map((player) => ({
      serial_number: player.serial.toLowerCase(),
      ip: player.ip,
    }));
    const rows = preparePlayerRows(
      [0, 1, 2, 3, 4].map((index) => row(index)),
      scanned,
      { qbicSecurityEnabled: true },
    );
    expect(rows.map((prepared) => prepared.ip)).toEqual(fleet.players.slice(0, 5).map((player) => player.ip));
    const percents: number[] = [];
    const outcomes = await pushPlayers(rows, {
      client,
      tenantId: 'acme',
      cache: createTokenCache(),
      onRow: (_index, _outcome, percent) => percents.push(percent),
    });
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code))).toEqual([
      'ok',
      'UNLOCKABLE_DEVICE',
      'DEVICE_NOT_FOUND',
      'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
      expect.stringMatching(/DEVICE_REQUEST_FAILED|QBIC_AUTHORIZATION_FAILURE/),
    ]);
    expect(percents.at(-1)).toBe(100);

    // The first player holds the name, the login file and now the derived password.
    const player = fleet.players[0];
    const token = await tokenFor(player, derivedPassword('acme', player.serial));
    const name = await callJson(player, token, 'GET', '/v1/settings/player_name');
    expect(name.body.value).toBe('Lobby 0');
    // Read back as the console reads a stored file.
    const file = await client.readFile({ ip: player.ip, token }, LOGIN_FILE);
    expect(file).toContain('<password>s3cret&amp;&lt;</password>');
  });

  it('resets the password when QBIC security is off', async () => {
    const player = fleet.players[5];
    const rows = preparePlayerRows([row(5, { ip: player.ip, username: '', password: '' })], []);
    const outcomes = await pushPlayers(rows, { client, tenantId: 'acme' });
    expect(outcomes).toEqual([{ ok: true }]);
    await expect(tokenFor(player)).resolves.toEqual(expect.any(String));
  });

  it('pushes a row that gives an address though no scan found its serial, and writes nothing where another player answers', async () => {
    const player = fleet.players[5];
    const before = await callJson(player, await tokenFor(player), 'GET', '/v1/settings/player_name');
    const rows = preparePlayerRows([row(5, { serialNumber: 'NOT-SCANNED-1', ip: player.ip })], [], {
      qbicSecurityEnabled: true,
    });
    expect(rows[0].problem).toBeNull();
    const outcomes = await pushPlayers(rows, { client, tenantId: 'acme' });
    expect(outcomes).toEqual([{ ok: false, code: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH' }]);
    const after = await callJson(player, await tokenFor(player), 'GET', '/v1/settings/player_name');
    expect(after.body.value).toBe(before.body.value);
  });

  /** Pushes one row to player `index` (found by its address) and gives its outcome. */
  const pushOne = async (index: number, qbicSecurityEnabled: boolean) => {
    const player = fleet.players[index];
    const rows = preparePlayerRows([row(index, { ip: player.ip })], [], { qbicSecurityEnabled });
    const [outcome] = await pushPlayers(rows, { client, tenantId: 'acme' });
    return outcome;
  };

  it('fails a row whose credentials upload fails, and leaves the player’s password as it was', async () => {
    const player = fleet.players[6];
    expect(await pushOne(6, true)).toEqual({ ok: false, code: 'DEVICE_REQUEST_FAILED' });
    await expect(tokenFor(player)).resolves.toEqual(expect.any(String));
  });

  it('fails a row whose name call fails, and neither secures nor resets the player', async () => {
    const player = fleet.players[7];
    expect(await pushOne(7, true)).toEqual({ ok: false, code: 'DEVICE_REQUEST_FAILED' });
    // Still the factory password: the derived one was never set.
    await expect(tokenFor(player)).resolves.toEqual(expect.any(String));
    await expect(tokenFor(player, derivedPassword('acme', player.serial))).rejects.toThrow('token refused');
  });

  it('names a failed reset ERROR_UNLOCKING_QBIC_DEVICE and a failed lock ERROR_LOCKING_QBIC_DEVICE', async () => {
    expect(await pushOne(8, false)).toEqual({ ok: false, code: 'ERROR_UNLOCKING_QBIC_DEVICE' });
    expect(await pushOne(9, true)).toEqual({ ok: false, code: 'ERROR_LOCKING_QBIC_DEVICE' });
    // The lock never happened: the factory password still opens the player.
    await expect(tokenFor(fleet.players[9])).resolves.toEqual(expect.any(String));
  });

  it('asks for the password of a locked player only when asked to (Retry failed), and says whose lock stopped it', async () => {
    const rows = preparePlayerRows(
      [row(1)],
      [{ serial_number: fleet.players[1].serial, ip: fleet.players[1].ip }],
      {
        qbicSecurityEnabled: true,
      },
    );
    const passwords = createPlayerPasswords();
    passwords.setOwn(fleet.players[1].serial, 'forgotten');
    passwords.refused(fleet.players[1].serial);
    const cancelled = vi.fn(async () => null);
    const [mine] = await pushPlayers(rows, { client, tenantId: 'acme', prompt: cancelled, passwords });
    expect(cancelled).toHaveBeenCalledWith(
      expect.objectContaining({ serial_number: fleet.players[1].serial }),
      expect.objectContaining({ lockedBy: 'console' }),
    );
    expect(mine).toEqual({ ok: false, code: 'UNLOCKABLE_DEVICE', ownPassword: true });

    const typed = vi.fn(async (_player: unknown, { attempt }: PromptRequest) => {
      await attempt('not-ours-4711');
      return 'not-ours-4711';
    });
    const [theirs] = await pushPlayers(rows, {
      client,
      tenantId: 'acme',
      prompt: typed,
      passwords: createPlayerPasswords(),
    });
    expect(typed).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ lockedBy: 'other' }));
    expect(theirs).toEqual({ ok: true });
  });
});
