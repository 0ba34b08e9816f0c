import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SCREEN_DURATION } from '../../src/contract/constants';
import { blankEntry } from '../../src/domain/configuration/configurationModel';
import type { ConfigurationEntry, Device, DeviceConfiguration } from '../db/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start, dir } = mockServers();
type Stored = Omit<DeviceConfiguration, 'tenantId'>;

const entry = (parts: Partial<ConfigurationEntry>): ConfigurationEntry => ({
  ...blankEntry('RD', DEFAULT_HOME_SCREEN_DURATION),
  ...parts,
});
const roomEntry = (room: string, region = 'reg-acme-1') =>
  entry({
    appType: 'RD',
    roomConfiguration: {
      roomUUID: room,
      profileId: 'prof-acme-rd-1',
      region,
      room,
      resourceId: room,
      themeId: 'theme-acme-rd-2',
    },
  });
const floorEntry = (selectedFloors: string[], defaultFloor: string) =>
  entry({
    appType: 'FD',
    floorConfiguration: {
      defaultFloor,
      profileId: 'prof-acme-fd-1',
      selectedFloors,
      themeId: 'theme-acme-fd-1',
    },
  });

describe('device configuration', () => {
  it('reads the stored configuration of a configured device and null for one without', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const stored = await call<OkBody<Stored>>(url, '/device/configuration?deviceId=dev-00002', { token });
    const seeded = store.data.configurations.find((config) => config.deviceId === 'dev-00002');
    expect(stored.body.result).toEqual({ ...seeded, tenantId: undefined });
    expect(stored.body.result).not.toHaveProperty('tenantId');
    const none = await call<OkBody<null>>(url, '/device/configuration?deviceId=dev-00011', { token });
    expect(none.body).toEqual({ success: true, result: null, error: null });
  });

  it('creates a room display with POST, places the device, then refuses a second POST', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const path = '/device/configuration?deviceId=dev-00011';
    const created = await call<OkBody<Stored>>(url, path, {
      method: 'POST',
      token,
      body: { configurations: [roomEntry('room-acme-7')] },
    });
    expect(created.status).toBe(200);
    expect(created.body.result.id).toMatch(/^cfg-/);
    expect(created.body.result.configurations).toEqual([roomEntry('room-acme-7')]);
    const device = (await call<OkBody<Device>>(url, '/device?id=dev-00011', { token })).body.result;
    expect(device).toMatchObject({
      type: 'RD',
      status: 1,
      configId: created.body.result.id,
      region: { id: 'reg-acme-1', name: 'Amsterdam' },
      building: { id: 'bld-acme-1' },
      room: { id: 'room-acme-7' },
    });
    const again = await call<ErrorBody>(url, path, {
      method: 'POST',
      token,
      body: { configurations: [roomEntry('room-acme-8')] },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(50003);
  });

  it('updates with PUT and the stored id only', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const path = '/device/configuration?deviceId=dev-00002';
    const id = store.data.configurations.find((config) => config.deviceId === 'dev-00002')?.id;
    const body = { configurations: [floorEntry(['flr-acme-5', 'flr-acme-6'], 'flr-acme-6')] };
    expect((await call<ErrorBody>(url, path, { method: 'PUT', token, body })).status).toBe(400);
    expect(
      (await call<ErrorBody>(url, path, { method: 'PUT', token, body: { ...body, id: 'cfg-other' } })).status,
    ).toBe(404);
    const updated = await call<OkBody<Stored>>(url, path, { method: 'PUT', token, body: { ...body, id } });
    expect(updated.body.result.configurations[0].floorConfiguration?.selectedFloors).toEqual([
      'flr-acme-5',
      'flr-acme-6',
    ]);
    const device = (await call<OkBody<Device>>(url, '/device?id=dev-00002', { token })).body.result;
    expect(device).toMatchObject({ type: 'FD', building: { id: 'bld-acme-2' }, room: null, configId: id });
  });

  it('places a feedback display in the building of its location', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const area = store.data.locations.find(
      (l) => l.tenantId === 'acme' && l.name === 'Berlin Campus Canteen',
    );
    const body = {
      configurations: [
        entry({
          appType: 'FBD',
          feedbackConfiguration: { profileId: 'prof-acme-fbd-2', location: area?.id ?? '' },
        }),
      ],
    };
    const created = await call<OkBody<Stored>>(url, '/device/configuration?deviceId=dev-00003', {
      method: 'POST',
      token,
      body,
    });
    expect(created.status).toBe(200);
    const device = (await call<OkBody<Device>>(url, '/device?id=dev-00003', { token })).body.result;
    expect(device).toMatchObject({
      type: 'FBD',
      location: { id: area?.id, name: 'Berlin Campus Canteen' },
      building: { name: 'Berlin Campus' },
      region: { name: 'Berlin' },
    });
  });

  it('refuses inconsistent or incomplete configurations with a clear 400', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const cases: [unknown, RegExp][] = [
      [{}, /configurations/],
      [{ configurations: [] }, /1 to 4/],
      [{ configurations: [{ ...roomEntry('room-acme-7'), duration: 1000 }] }, /duration/],
      [{ configurations: [{ ...roomEntry('room-acme-7'), roomConfiguration: 'x' }] }, /roomConfiguration/],
      [{ configurations: [roomEntry('room-acme-41')] }, /not a room of region/],
      [{ configurations: [roomEntry('')] }, /Missing configuration fields: room/],
      [{ configurations: [floorEntry(['flr-acme-1', 'flr-acme-5'], 'flr-acme-1')] }, /one building/],
      [{ configurations: [floorEntry(['flr-acme-1'], 'flr-acme-2')] }, /defaultFloor/],
      [{ configurations: [entry({ appType: 'SD', serviceConfiguration: {} })] }, /cannot be configured/],
      [
        {
          configurations: [
            {
              ...roomEntry('room-acme-7'),
              roomConfiguration: {
                ...roomEntry('room-acme-7').roomConfiguration,
                profileId: 'prof-acme-fd-1',
              },
            },
          ],
        },
        /profile of type RD/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call<ErrorBody>(url, '/device/configuration?deviceId=dev-00011', {
        method: 'POST',
        token,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    const globex = await signIn(url, 'globex-admin');
    const foreign = await call<ErrorBody>(url, '/device/configuration?deviceId=dev-00011', { token: globex });
    expect(foreign.status).toBe(404);
  });

  it('keeps a saved configuration across a restart', async () => {
    const dbFile = join(await dir(), 'db.json');
    const first = await start({ dbFile });
    const token = await signIn(first.url, 'admin');
    const body = { configurations: [floorEntry(['flr-acme-1', 'flr-acme-2'], 'flr-acme-2')] };
    await call(first.url, '/device/configuration?deviceId=dev-00007', { method: 'POST', token, body });
    await first.close();
    const second = await start({ dbFile });
    const again = await call<OkBody<Stored>>(second.url, '/device/configuration?deviceId=dev-00007', {
      token: await signIn(second.url, 'admin'),
    });
    expect(again.body.result.configurations[0].floorConfiguration?.defaultFloor).toBe('flr-acme-2');
  });
});
