import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, type Fleet } from './fleet';
import { callJson, playerUrl, startTestFleet, tokenFor } from './testKit';

let fleet: Fleet;
beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.10.1', allowedOrigins: ['http://console.test'] });
});
afterAll(() => fleet.close());

describe('simulated player: identity and authentication', () => {
  it('answers public info without a token, and one key with ?key=', async () => {
    const [player] = fleet.players;
    const all = await callJson(player, null, 'GET', '/v1/public/info');
    expect(all).toEqual({
      status: 200,
      body: {
        results: {
          model_id: 'TD-1070',
          player_name: 'Reception 1',
          serial_number: 'QB00000001',
          api_version: '1.0',
        },
      },
    });
    // The console's call (001 §7 "GET /v1/public/info?key="): an empty key gives every public field.
    expect(await callJson(player, null, 'GET', '/v1/public/info?key=')).toEqual(all);
    const one = await callJson(player, null, 'GET', '/v1/public/info?key=serial_number');
    expect(one.body).toEqual({ results: { serial_number: 'QB00000001' } });
  });

  it('gives a bearer token for the factory password and 400 with a detail for a wrong one', async () => {
    const player = fleet.players[1];
    const good = await callJson(player, null, 'POST', '/v1/oauth2/token', {
      grant_type: 'password',
      username: 'admin',
      password: '12345678',
    });
    expect(good.status).toBe(200);
    expect(good.body.token_type).toBe('Bearer');
    expect(typeof good.body.access_token).toBe('string');
    const bad = await callJson(player, null, 'POST', '/v1/oauth2/token', {
      grant_type: 'password',
      username: 'admin',
      password: 'nope1234',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/password/);
  });

  it('refuses calls without a valid token with 401, accepts the qauth query, and answers 404 on unknown paths', async () => {
    const player = fleet.players[0];
    expect((await callJson(player, null, 'GET', '/v1/info')).status).toBe(401);
    expect((await callJson(player, 'forged', 'GET', '/v1/info')).status).toBe(401);
    const token = await tokenFor(player);
    const viaQuery = await fetch(playerUrl(player, `/v1/info?qauth=${token}`));
    expect(viaQuery.status).toBe(200);
    const missing = await callJson(player, token, 'GET', '/v1/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBeTruthy();
  });

  it('changes the device password within 4 to 16 characters and DELETE restores the factory one', async () => {
    const player = fleet.players[2];
    const token = await tokenFor(player);
    const short = await callJson(player, token, 'POST', '/v1/user/password', { value: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toMatch(/4 to 16/);
    expect(
      (await callJson(player, token, 'POST', '/v1/user/password', { value: 'x'.repeat(17) })).status,
    ).toBe(400);
    expect((await callJson(player, token, 'POST', '/v1/user/password', { value: 'secret99' })).status).toBe(
      200,
    );
    await expect(tokenFor(player)).rejects.toThrow(/token refused/);
    const token2 = await tokenFor(player, 'secret99');
    expect((await callJson(player, token2, 'DELETE', '/v1/user/password')).status).toBe(200);
    await expect(tokenFor(player)).resolves.toBeTruthy();
  });
});

describe('simulated player: settings, volume, wifi, info', () => {
  it('reads all settings, one key, and stores a valid value', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    const all = await callJson(player, token, 'GET', '/v1/settings');
    expect(all.body.results).toMatchObject({ player_name: 'Reception 1', schedule_reboot_mode: 'reboot' });
    const set = await callJson(player, token, 'POST', '/v1/settings/smil_content_url', {
      value: 'http://cms/a.smil',
    });
    expect(set.status).toBe(200);
    expect((await callJson(player, token, 'GET', '/v1/settings/content_url')).body).toEqual({
      value: 'http://cms/a.smil',
    });
    expect(
      (await callJson(player, token, 'POST', '/v1/settings/is_reboot_optimized', { value: true })).status,
    ).toBe(200);
    const bad = await callJson(player, token, 'POST', '/v1/settings/reboot_time', { value: '25:00' });
    expect(bad).toEqual({ status: 400, body: { detail: 'time must be HH:MM' } });
    expect((await callJson(player, token, 'POST', '/v1/settings/unknown_key', { value: 'x' })).status).toBe(
      404,
    );
  });

  it('renames the player, which public info then reports', async () => {
    const player = fleet.players[1];
    const token = await tokenFor(player);
    await callJson(player, token, 'POST', '/v1/settings/player_name', { value: 'Hall East' });
    expect((await callJson(player, null, 'GET', '/v1/public/info?key=player_name')).body).toEqual({
      results: { player_name: 'Hall East' },
    });
    expect(player.name).toBe('Hall East');
  });

  it('sets a stream volume from 0 to 100 only', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    expect(
      (await callJson(player, token, 'POST', '/v1/audio/volume/stream_music', { value: 80 })).status,
    ).toBe(200);
    expect(
      (await callJson(player, token, 'POST', '/v1/audio/volume/stream_music', { value: 101 })).status,
    ).toBe(400);
    const volume = await callJson(player, token, 'GET', '/v1/audio/volume');
    expect(volume.body.results).toMatchObject({ stream_music: 80 });
  });

  it('switches wifi and refuses a network while wifi is disabled', async () => {
    const player = fleet.players[2];
    const token = await tokenFor(player);
    const network = { ssid: 'Office', security: 'wpa2', password: 'pw-12345' };
    expect((await callJson(player, token, 'POST', '/v1/wifi/network', network)).status).toBe(400);
    expect((await callJson(player, token, 'POST', '/v1/wifi/state', { value: 'on' })).status).toBe(400);
    await callJson(player, token, 'POST', '/v1/wifi/state', { value: 'enabled' });
    expect((await callJson(player, token, 'GET', '/v1/wifi/state')).body).toEqual({ value: 'enabled' });
    await callJson(player, token, 'POST', '/v1/wifi/network', network);
    const stored = await callJson(player, token, 'GET', '/v1/wifi/network');
    expect(stored.body.results).toEqual({ ssid: 'Office', security: 'wpa2', ip_assignment: 'dhcp' });
  });

  it('reports versions, uptime and storage', async () => {
    const player = fleet.players[2];
    const info = await callJson(player, await tokenFor(player), 'GET', '/v1/info');
    expect(info.body.results).toMatchObject({
      model_id: 'TD-0360',
      firmware_version: '4.3.0',
      os_version: 'Android 8.1.0',
      app_version: '2.1.0',
    });
    const results = info.body.results as { uptime: number; storage: { total: number; free: number } };
    expect(results.uptime).toBeGreaterThanOrEqual(0);
    expect(results.storage.free).toBeLessThan(results.storage.total);
  });
});

describe('simulated player: CORS, screenshot, apps', () => {
  it('answers a preflight from an allowed origin, private network included, and ignores other origins', async () => {
    const player = fleet.players[0];
    const preflight = await fetch(playerUrl(player, '/v1/task/update_app'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const extra = await fetch(playerUrl(player, '/v1/public/info'), {
      headers: { Origin: 'http://console.test' },
    });
    expect(extra.headers.get('access-control-allow-origin')).toBe('http://console.test');
    const foreign = await fetch(playerUrl(player, '/v1/public/info'), {
      headers: { Origin: 'http://evil.test' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves a real JPEG screenshot that changes with the player name', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    const shot = async () => {
      const response = await fetch(playerUrl(player, '/v1/task/screenshot'), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      return Buffer.from(await response.arrayBuffer());
    };
    const bright = async () => {
      const image = jpeg.decode(await shot(), { useTArray: true });
      expect([image.width, image.height]).toEqual([320, 180]);
      let count = 0;
      // The name row: y 24..45.
      for (let y = 24; y < 45; y += 1) {
        for (let x = 0; x < image.width; x += 1) if (image.data[(y * image.width + x) * 4] > 200) count += 1;
      }
      return count;
    };
    await callJson(player, token, 'POST', '/v1/settings/player_name', { value: 'I' });
    const narrow = await bright();
    await callJson(player, token, 'POST', '/v1/settings/player_name', { value: 'M'.repeat(17) });
    const wide = await bright();
    expect(narrow).toBeGreaterThan(20);
    expect(wide).toBeGreaterThan(narrow * 10);
  });

  it('starts and stops apps, requiring the package name', async () => {
    const player = fleet.players[1];
    const token = await tokenFor(player);
    const started = await callJson(player, token, 'POST', '/v1/task/start_app', {
      pkgname: 'com.qbic.smilplayer',
      classname: 'com.qbic.smilplayer.PlayerActivity',
    });
    expect(started.status).toBe(200);
    expect((await callJson(player, token, 'POST', '/v1/task/start_app', { pkgname: 'x' })).status).toBe(400);
    expect(
      (await callJson(player, token, 'POST', '/v1/task/stop_app', { pkgname: 'com.qbic.smilplayer' })).status,
    ).toBe(200);
  });
});

describe('fleet start-up', () => {
  it('fails clearly, leaving nothing listening, when the port is taken on a player address', async () => {
    const port = fleet.players[0].port;
    await expect(startFleet({ firstHost: '127.0.10.1', count: 2, port })).rejects.toThrow(
      `The simulated players could not listen on port ${port}`,
    );
    expect((await callJson(fleet.players[0], null, 'GET', '/v1/public/info')).status).toBe(200);
  });
});
