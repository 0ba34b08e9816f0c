import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../app';
import type { Fleet } from './fleet';
import { callJson, playerUrl, startTestFleet, tokenFor } from './testKit';

// A multipart body that ends before its closing boundary: the form parser and its file stream both fail.
const TRUNCATED =
  '--B\r\nContent-Disposition: form-data; name="file"; filename="app-9.9.9.apk"\r\n' +
  'Content-Type: application/octet-stream\r\n\r\nabc';

let fleet: Fleet;
let platform: MockServer;
beforeAll(async () => {
  platform = await createMockServer({ port: 0 });
  fleet = await startTestFleet({ firstHost: '127.0.14.1', count: 1 });
});
afterAll(async () => {
  await fleet.close();
  await platform.close();
});

describe('a truncated upload to a player', () => {
  it.each(['/v1/task/remote_upload_file', '/v1/task/update_app', '/v1/task/update_firmware'])(
    '%s answers 400, and the player and the platform still answer',
    async (path) => {
      const player = fleet.players[0];
      const token = await tokenFor(player);
      const response = await fetch(playerUrl(player, path), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=B' },
        body: TRUNCATED,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: 'malformed multipart body' });

      const info = await callJson(player, token, 'GET', '/v1/info');
      expect(info.status).toBe(200);
      const serverInfo = await fetch(`${platform.url}/rest/serverinfo`);
      expect(serverInfo.status).toBe(200);
      expect(player.state().appVersion).not.toBe('9.9.9');
    },
  );
});
