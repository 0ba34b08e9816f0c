import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fleet } from './fleet';
import type { PlayerHandle } from './player';
import { callJson, startTestFleet, tokenFor, waitFor } from './testKit';

// What the player configuration form sends besides settings: the app start and stop, Wi-Fi, the device password,
// and a player that goes down in the middle of one of them.
let fleet: Fleet;
beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.23.1', count: 4 });
});
afterAll(() => fleet.close());

async function rebootAndWait(player: PlayerHandle): Promise<void> {
  await player.reboot();
  expect(player.isUp()).toBe(false);
  await waitFor(() => player.isUp());
}

describe('simulated player: what the whole player form sends', () => {
  it('remembers a started app across a reboot until it is stopped; stopping twice at once answers both', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    const started = await callJson(player, token, 'POST', '/v1/task/start_app', {
      pkgname: 'com.example.signage',
      classname: 'com.example.signage.Main',
    });
    expect(started).toEqual({
      status: 200,
      body: {
        results: { pkgname: 'com.example.signage', classname: 'com.example.signage.Main', state: 'started' },
      },
    });
    await rebootAndWait(player);
    expect(player.state().runningApp).toEqual({
      pkgname: 'com.example.signage',
      classname: 'com.example.signage.Main',
    });

    const again = await tokenFor(player);
    const stops = await Promise.all(
      [1, 2].map(() =>
        callJson(player, again, 'POST', '/v1/task/stop_app', { pkgname: 'com.example.signage' }),
      ),
    );
    expect(stops.map((stop) => stop.status)).toEqual([200, 200]);
    expect(stops.map((stop) => (stop.body.results as { was_running: boolean }).was_running).sort()).toEqual([
      false,
      true,
    ]);
    expect(player.state().runningApp).toBeNull();
  });

  it('refuses a start without a dotted package name or a class, and changes nothing', async () => {
    const player = fleet.players[1];
    const token = await tokenFor(player);
    const bad = await callJson(player, token, 'POST', '/v1/task/start_app', {
      pkgname: 'signage',
      classname: 'Main',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/package name/);
    const noClass = await callJson(player, token, 'POST', '/v1/task/start_app', {
      pkgname: 'com.example.signage',
    });
    expect(noClass.status).toBe(400);
    expect(player.state().runningApp).toBeNull();
  });

  it('keeps Wi-Fi and the device password across a reboot; removing the password brings back the factory one', async () => {
    const player = fleet.players[2];
    const token = await tokenFor(player);
    expect((await callJson(player, token, 'POST', '/v1/wifi/state', { value: 'enabled' })).status).toBe(200);
    const network = await callJson(player, token, 'POST', '/v1/wifi/network', {
      ssid: 'Office',
      security: 'wpa2',
      password: 'wifi-secret',
    });
    expect(network.body).toEqual({ results: { ssid: 'Office', security: 'wpa2', ip_assignment: 'dhcp' } });
    expect((await callJson(player, token, 'POST', '/v1/user/password', { value: 'own-pass-1' })).status).toBe(
      200,
    );

    await rebootAndWait(player);
    await expect(tokenFor(player)).rejects.toThrow(/password/);
    const own = await tokenFor(player, 'own-pass-1');
    expect((await callJson(player, own, 'GET', '/v1/wifi/state')).body).toEqual({ value: 'enabled' });
    expect((await callJson(player, own, 'GET', '/v1/wifi/network')).body).toEqual({
      results: { ssid: 'Office', security: 'wpa2', ip_assignment: 'dhcp' },
    });

    expect((await callJson(player, own, 'DELETE', '/v1/user/password')).status).toBe(200);
    await rebootAndWait(player);
    expect(typeof (await tokenFor(player))).toBe('string');
  });

  it('goes down on a call listed in rebootOnCalls without applying it, and is back after the reboot time', async () => {
    const player = fleet.players[3];
    await player.setFault({ rebootOnCalls: ['POST /v1/wifi/network'] });
    const token = await tokenFor(player);
    await callJson(player, token, 'POST', '/v1/wifi/state', { value: 'enabled' });
    await expect(
      callJson(player, token, 'POST', '/v1/wifi/network', { ssid: 'Lost', security: 'none' }),
    ).rejects.toThrow();
    await waitFor(() => player.isUp());
    expect(player.state().wifiNetwork.ssid).toBe('');
    expect(player.state().wifiState).toBe('enabled');
    await player.setFault(null);
  });
});
