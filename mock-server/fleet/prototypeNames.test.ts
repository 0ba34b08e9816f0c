import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFault } from './faults';
import type { Fleet } from './fleet';
import { callJson, postFile, startTestFleet, tokenFor } from './testKit';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

let fleet: Fleet;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dm-fleet-proto-'));
  fleet = await startTestFleet({ firstHost: '127.0.15.1', count: 1, dataDir });
});
afterAll(async () => {
  await fleet.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('names a player looks up', () => {
  it.each(PROTOTYPE_NAMES)('GET /v1/files/%s is an unknown file (404)', async (name) => {
    const player = fleet.players[0];
    const answer = await callJson(player, await tokenFor(player), 'GET', `/v1/files/${name}`);
    expect(answer).toEqual({ status: 404, body: { detail: `no file ${name}` } });
  });

  it.each(PROTOTYPE_NAMES)('public info with key=%s is an unknown key (404)', async (name) => {
    const answer = await callJson(fleet.players[0], null, 'GET', `/v1/public/info?key=${name}`);
    expect(answer).toEqual({ status: 404, body: { detail: `unknown key ${name}` } });
  });

  it.each(PROTOTYPE_NAMES)('setting and audio stream %s are unknown (404)', async (name) => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    expect((await callJson(player, token, 'GET', `/v1/settings/${name}`)).status).toBe(404);
    expect((await callJson(player, token, 'POST', `/v1/audio/volume/${name}`, { value: 5 })).status).toBe(
      404,
    );
  });

  it('still answers a known key, and stores a file whose name is a prototype name', async () => {
    const player = fleet.players[0];
    const info = await callJson(player, null, 'GET', '/v1/public/info?key=model_id');
    expect(info).toEqual({ status: 200, body: { results: { model_id: player.modelId } } });
    const token = await tokenFor(player);
    const stored = await postFile(player, token, '/v1/task/remote_upload_file', {
      name: 'constructor',
      content: '<x/>',
    });
    expect(stored.status).toBe(200);
    const read = await fetch(`${player.url}/v1/files/constructor`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await read.text()).toBe('<x/>');
  });

  it('refuses a fault file entry named like a prototype member with a clear message', () => {
    expect(parseFault('127.0.0.2', { slow: 10 })).toEqual({ slow: 10 });
    expect(() => parseFault('127.0.0.2', { constructor: 1 })).toThrow('Unknown fault 127.0.0.2.constructor');
  });
});

describe('what a player stores', () => {
  it('is on disk when the answer arrives: a new password is in its file at once', async () => {
    const player = fleet.players[0];
    const token = await tokenFor(player);
    const answer = await callJson(player, token, 'POST', '/v1/user/password', { value: 'durable-pass' });
    expect(answer.status).toBe(200);
    const saved = JSON.parse(readFileSync(join(dataDir, `${player.serial}.json`), 'utf8')) as {
      password: string;
    };
    expect(saved.password).toBe('durable-pass');
    await callJson(player, await tokenFor(player, 'durable-pass'), 'DELETE', '/v1/user/password');
  });
});
