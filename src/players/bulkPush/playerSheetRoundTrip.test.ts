import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceClient, derivedPassword, type DeviceClient } from '..';
import type { PlayerBulkRow, PlayerSheetEntry } from '../../domain/playerBulk';
import { loginXml } from '../bulkSave/loginXml';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { startTestFleet, tokenFor } from '../../../mock-server/fleet/testKit';
import { mockServers, signIn, type OkBody } from '../../../mock-server/test/harness';
import { readPlayersNow } from './playerNow';
import { preparePlayerRows } from './playerRows';
import { LOGIN_FILE, pushPlayers, rowsToPush } from './pushPlayers';

/**
 * The player sheet downloaded and uploaded again unchanged changes nothing (issue 38, H1): the download carries
 * each player's current username, and a blank password with that username keeps the login.
 */
const FIRST = '127.0.23.1';
const TENANT = 'acme';
const WRITES = ['uploadFile', 'setSetting', 'setPassword', 'resetPassword', 'setVolume', 'reboot'];
const { start } = mockServers();
let fleet: Fleet;
let client: DeviceClient;

/** The client, counting every call that would change a player. */
function recording(inner: DeviceClient) {
  const writes: string[] = [];
  const proxy = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (WRITES.includes(key)) writes.push(key);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: proxy, writes };
}

beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: FIRST, count: 3 });
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 10_000 });
  // Two players with a login, one without; all on the console's derived password.
  const logins = ['kiosk', 'desk', ''];
  for (const [index, player] of fleet.players.entries()) {
    const session = { ip: player.ip, token: await tokenFor(player) };
    if (logins[index]) {
      await client.uploadFile(session, LOGIN_FILE, loginXml({ username: logins[index], password: 'pw-1' }));
    }
    await client.setPassword(session, derivedPassword(TENANT, player.serial));
  }
});
afterAll(() => fleet.close());

const refs = () =>
  fleet.players.map((player) => ({ ip: player.ip, serial_number: player.serial, isPasswordProtected: true }));

/** Downloads the sheet of the fleet as the console does, and uploads the very same bytes back. */
async function roundTrip(): Promise<PlayerBulkRow[]> {
  const { url } = await start();
  const token = await signIn(url, 'admin');
  const now = await readPlayersNow(refs(), { client, tenantId: TENANT });
  const players: PlayerSheetEntry[] = fleet.players.map((player) => ({
    serialNumber: player.serial,
    deviceName: player.name,
    ip: player.ip,
    username: now.get(player.serial.toLowerCase())?.login.username ?? '',
  }));
  const download = await fetch(`${url}/tenant/configuration/download`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ players }),
  });
  expect(download.status).toBe(200);
  const form = new FormData();
  form.append('fileupload', new Blob([await download.arrayBuffer()]), 'players.xlsx');
  const upload = await fetch(`${url}/tenant/configuration/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await upload.json()) as OkBody<PlayerBulkRow[]>).result;
}

describe('a player sheet uploaded again unchanged', { timeout: 60_000 }, () => {
  it('carries every current username and plans no change on any player', async () => {
    const sheet = await roundTrip();
    expect(sheet.map((row) => row.username)).toEqual(['kiosk', 'desk', '']);
    const now = await readPlayersNow(refs(), { client, tenantId: TENANT });
    const rows = preparePlayerRows(sheet, refs(), { now, qbicSecurityEnabled: true });
    expect(rows.map((row) => row.problem)).toEqual([null, null, null]);
    expect(rows.map((row) => row.plan)).toEqual(
      Array(3).fill({ name: false, login: 'keep', devicePassword: 'keep' }),
    );
    expect(rowsToPush(rows, new Map(), 'valid')).toEqual([]);
  });

  it('writes nothing to any player even when every row is pushed', async () => {
    const before = fleet.players.map((player) => player.state());
    const now = await readPlayersNow(refs(), { client, tenantId: TENANT });
    const rows = preparePlayerRows(await roundTrip(), refs(), { now, qbicSecurityEnabled: true });
    const spy = recording(client);
    const outcomes = await pushPlayers(rows, { client: spy.client, tenantId: TENANT });
    expect(outcomes).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(spy.writes).toEqual([]);
    expect(fleet.players.map((player) => player.state())).toEqual(before);
  });

  it('plans the removal of a login whose username was cleared, and writes only that', async () => {
    const sheet = await roundTrip();
    const now = await readPlayersNow(refs(), { client, tenantId: TENANT });
    const edited = sheet.map((row, index) => (index === 1 ? { ...row, username: '' } : row));
    const rows = preparePlayerRows(edited, refs(), { now, qbicSecurityEnabled: true });
    expect(rows.map((row) => row.plan.login)).toEqual(['keep', 'remove', 'keep']);
    const chosen = rowsToPush(rows, new Map(), 'valid');
    expect(chosen.map(({ index }) => index)).toEqual([1]);
    const spy = recording(client);
    await pushPlayers(
      chosen.map(({ row }) => row),
      { client: spy.client, tenantId: TENANT },
    );
    expect(spy.writes).toEqual(['uploadFile']);
    const after = await readPlayersNow(refs(), { client, tenantId: TENANT });
    expect([...after.values()].map((held) => held.login.username)).toEqual(['kiosk', '', '']);
  });
});
