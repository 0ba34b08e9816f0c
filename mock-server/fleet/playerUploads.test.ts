import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fleet } from './fleet';
import { callJson, playerUrl, postFile, startTestFleet, tokenFor, waitFor } from './testKit';

let fleet: Fleet;
beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.11.1', count: 3, rebootMs: 200 });
});
afterAll(() => fleet.close());

const zipLike = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  for (let i = 4; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
};

describe('simulated player: stored files', () => {
  it('stores config_logon.xml from remote_upload_file and serves it back under /v1/files/', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    const xml = '<logon><user>kiosk</user></logon>';
    const stored = await postFile(
      player,
      token,
      '/v1/task/remote_upload_file',
      { name: 'upload.bin', content: xml },
      { filename: 'config_logon.xml' },
    );
    expect(stored).toEqual({
      status: 200,
      body: { results: { filename: 'config_logon.xml', size: xml.length } },
    });
    const read = await fetch(playerUrl(player, '/v1/files/config_logon.xml'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(read.headers.get('content-type')).toBe('application/xml');
    expect(await read.text()).toBe(xml);
    expect((await callJson(player, token, 'GET', '/v1/files/other.xml')).status).toBe(404);
    const badName = await postFile(
      player,
      token,
      '/v1/task/remote_upload_file',
      { name: 'a.xml', content: 'a' },
      { filename: '../a.xml' },
    );
    expect(badName.status).toBe(400);
  });
});

describe('simulated player: app and firmware updates', () => {
  it('installs a newer app, reports size and hash, and refuses a downgrade', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    const apk = new Uint8Array(300_000).fill(7);
    const installed = await postFile(player, token, '/v1/task/update_app', {
      name: 'app-3.0.1.apk',
      content: apk,
    });
    expect(installed.status).toBe(200);
    expect(installed.body.results).toEqual({
      version: '3.0.1',
      size: apk.length,
      sha256: createHash('sha256').update(apk).digest('hex'),
    });
    expect(player.state().appVersion).toBe('3.0.1');
    const older = await postFile(player, token, '/v1/task/update_app', {
      name: 'app-2.9.9.apk',
      content: apk,
    });
    expect(older.status).toBe(400);
    expect(older.body.detail).toMatch(/^possible app downgrade/);
    const notApk = await postFile(player, token, '/v1/task/update_app', { name: 'app.zip', content: apk });
    expect(notApk.status).toBe(400);
    // Every file that arrived whole is counted, refused or not: a rollout can be checked for second uploads.
    expect(player.uploadsReceived()).toEqual({ app: 3, firmware: 0 });
  });

  it('refuses a firmware file that is not a zip, and applies a good one only after a reboot', async () => {
    const player = fleet.players[1];
    const token = await tokenFor(player);
    const refused = await postFile(player, token, '/v1/task/update_firmware', {
      name: 'fw-5.0.0.zip',
      content: 'not a zip at all',
    });
    expect(refused).toEqual({ status: 400, body: { detail: 'invalid firmware image: not a zip archive' } });
    const accepted = await postFile(player, token, '/v1/task/update_firmware', {
      name: 'fw-5.0.0.zip',
      content: zipLike(200_000),
    });
    expect(accepted.status).toBe(200);
    expect(player.uploadsReceived()).toEqual({ app: 0, firmware: 2 });
    expect(player.state().firmwareVersion).toBe('4.2.3');
    expect(player.state().pendingFirmwareVersion).toBe('5.0.0');
    expect((await callJson(player, token, 'POST', '/v1/task/reboot')).status).toBe(200);
    await waitFor(() => !player.isUp());
    await expect(fetch(playerUrl(player, '/v1/public/info'))).rejects.toThrow();
    await waitFor(() => player.isUp());
    expect(player.state().firmwareVersion).toBe('5.0.0');
    // Tokens do not survive a reboot.
    expect((await callJson(player, token, 'GET', '/v1/info')).status).toBe(401);
  });
});

describe('simulated player: state across restarts', () => {
  it('keeps password, settings and files in the data folder, written atomically', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fleet-state-'));
    try {
      const first = await startTestFleet({ firstHost: '127.0.12.1', count: 1, dataDir });
      const [player] = first.players;
      const token = await tokenFor(player);
      await callJson(player, token, 'POST', '/v1/settings/play_group', { value: 'Floor 3' });
      await callJson(player, token, 'POST', '/v1/user/password', { value: 'kept-secret' });
      await first.close();
      expect(readdirSync(dataDir)).toEqual(['QB00000001.json']);

      const second = await startTestFleet({ firstHost: '127.0.12.1', count: 1, dataDir });
      const [again] = second.players;
      const token2 = await tokenFor(again, 'kept-secret');
      expect((await callJson(again, token2, 'GET', '/v1/settings/play_group')).body).toEqual({
        value: 'Floor 3',
      });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts from the factory state when the saved file is not JSON', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fleet-state-'));
    try {
      writeFileSync(join(dataDir, 'QB00000001.json'), '{"password": "half-writ');
      const fresh = await startTestFleet({ firstHost: '127.0.12.30', count: 1, dataDir });
      await expect(tokenFor(fresh.players[0])).resolves.toBeTruthy();
      await fresh.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts from the factory state without a data folder', async () => {
    const fresh = await startTestFleet({ firstHost: '127.0.12.20', count: 1 });
    await expect(tokenFor(fresh.players[0])).resolves.toBeTruthy();
    await fresh.close();
  });
});
