import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorize,
  createDeviceClient,
  createTokenCache,
  rebootPlayers,
  withSession,
  type DeviceClient,
  type PlayerRef,
  type UploadProgress,
} from './';
import { OTHER_OWNER_PASSWORD } from '../../mock-server/fleet/faults';
import type { Fleet } from '../../mock-server/fleet/fleet';
import { nodeXhr } from '../test/nodeXhr';
import { startTestFleet, waitFor } from '../../mock-server/fleet/testKit';

/** Uploads, reboot and the password prompt, through the console's client against simulated players. */
let fleet: Fleet;
let client: DeviceClient;
const ref = (index: number): PlayerRef => ({
  ip: fleet.players[index].ip,
  serial_number: fleet.players[index].serial,
});

beforeAll(async () => {
  fleet = await startTestFleet({
    firstHost: '127.0.21.1',
    count: 5,
    rebootMs: 250,
    faults: { '127.0.21.3': { lockedByOther: true } },
  });
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 10_000, xhr: nodeXhr });
});
afterAll(() => fleet.close());

const apk = (name: string, size = 1_500_000) => new File([new Uint8Array(size).fill(1)], name);
const session = async (index: number) => (await authorize(ref(index), { client, tenantId: 'acme' })).session;

describe('uploads through the device client', { timeout: 60_000 }, () => {
  it('streams an app with progress up to 100 percent and installs its version', async () => {
    const progress: UploadProgress[] = [];
    await client.updateApp(await session(0), apk('app-7.1.0.apk'), {
      onProgress: (event) => progress.push(event),
    });
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toMatchObject({ percent: 100 });
    expect(progress.map((event) => event.loaded)).toEqual(
      [...progress.map((event) => event.loaded)].sort((a, b) => a - b),
    );
    expect(fleet.players[0].state().appVersion).toBe('7.1.0');
  });

  it('carries the player detail of a refused downgrade and of a firmware that is not a zip', async () => {
    const s = await session(0);
    await expect(client.updateApp(s, apk('app-1.0.0.apk', 1000))).rejects.toMatchObject({
      code: 'DEVICE_REQUEST_FAILED',
      status: 400,
      detail: expect.stringMatching(/^possible app downgrade/) as unknown,
    });
    await expect(client.updateFirmware(s, apk('fw-9.9.9.zip', 1000))).rejects.toMatchObject({
      detail: 'invalid firmware image: not a zip archive',
    });
  });

  it.each([
    ['cut off', { cutUploadAtPercent: 30 }],
    ['rebooting', { rebootDuringUpload: true }],
  ])('ends an upload to a player %s mid-way in UNREACHABLE_DEVICE', async (_, fault) => {
    const player = fleet.players[1];
    const s = await session(1);
    await player.setFault(fault);
    await expect(client.updateApp(s, apk('app-8.0.0.apk'))).rejects.toMatchObject({
      code: 'UNREACHABLE_DEVICE',
    });
    await player.setFault(null);
    await waitFor(() => player.isUp());
    expect(player.state().appVersion).not.toBe('8.0.0');
  });

  it('stores the login configuration file and reads it back', async () => {
    const s = await session(4);
    await client.uploadFile(s, 'config_logon.xml', '<config><user>kiosk</user></config>');
    expect(await client.readFile(s, 'config_logon.xml')).toBe('<config><user>kiosk</user></config>');
  });
});

describe('reboot', { timeout: 60_000 }, () => {
  it('makes the player unreachable, then it comes back and answers a fresh token', async () => {
    const cache = createTokenCache();
    const results = await rebootPlayers([ref(0)], { client, tenantId: 'acme', cache });
    expect(results[0].ok).toBe(true);
    await waitFor(() => !fleet.players[0].isUp(), 1_000);
    await expect(client.publicInfo(fleet.players[0].ip)).rejects.toMatchObject({
      code: 'UNREACHABLE_DEVICE',
    });
    await waitFor(
      async () =>
        client.publicInfo(fleet.players[0].ip).then(
          () => true,
          () => false,
        ),
      3_000,
    );
    expect(cache.get(fleet.players[0].ip, fleet.players[0].serial)).toBeUndefined();
  });

  it('drops a kept token the player forgot in a reboot and authorizes afresh', async () => {
    const cache = createTokenCache();
    await authorize(ref(4), { client, tenantId: 'acme', cache });
    const stale = cache.get(ref(4).ip, ref(4).serial_number);
    await fleet.players[4].reboot();
    await waitFor(() => fleet.players[4].isUp(), 3_000);
    const info = await withSession(ref(4), { client, tenantId: 'acme', cache }, (s) => client.info(s));
    expect(info.serial_number).toBe(fleet.players[4].serial);
    expect(cache.get(ref(4).ip, ref(4).serial_number)).not.toBe(stale);
  });
});

describe('password prompt', { timeout: 60_000 }, () => {
  it('ends a wrong typed password in QBIC_AUTHORIZATION_FAILURE and a cancel in USER_CANCELLATION', async () => {
    const locked = ref(2);
    await expect(
      authorize(locked, { client, tenantId: 'acme', prompt: async () => 'guess-123' }),
    ).rejects.toMatchObject({
      code: 'QBIC_AUTHORIZATION_FAILURE',
    });
    await expect(
      authorize(locked, { client, tenantId: 'acme', prompt: async () => null }),
    ).rejects.toMatchObject({
      code: 'USER_CANCELLATION',
    });
    const opened = await authorize(locked, {
      client,
      tenantId: 'acme',
      prompt: async () => OTHER_OWNER_PASSWORD,
    });
    expect(opened.source).toBe('typed');
    expect((await client.info(opened.session)).serial_number).toBe(locked.serial_number);
  });
});
