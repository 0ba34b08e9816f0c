import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, faultFor, loadFaultFile, OTHER_OWNER_PASSWORD, parseFaultMap } from './faults';
import type { Fleet } from './fleet';
import { callJson, playerUrl, postFile, startTestFleet, tokenFor, waitFor } from './testKit';

describe('fault definitions', () => {
  it('accepts the documented fields and names the first bad one', () => {
    expect(parseFaultMap({ '127.0.0.2': { offline: true }, QB00000003: { flaky: 0.5, slow: 200 } })).toEqual({
      '127.0.0.2': { offline: true },
      QB00000003: { flaky: 0.5, slow: 200 },
    });
    expect(() => parseFaultMap({ a: { flaky: 2 } })).toThrow('a.flaky');
    expect(() => parseFaultMap({ a: { offline: 'yes' } })).toThrow('a.offline');
    expect(() => parseFaultMap({ a: { melt: true } })).toThrow('Unknown fault a.melt');
    expect(() => parseFaultMap([])).toThrow(/object/);
    expect(parseFaultMap({ a: { failCalls: ['DELETE /v1/user/password'] } })).toEqual({
      a: { failCalls: ['DELETE /v1/user/password'] },
    });
    expect(() => parseFaultMap({ a: { failCalls: ['/v1/user/password'] } })).toThrow('a.failCalls');
    expect(() => parseFaultMap({ a: { failCalls: 'POST /v1/user/password' } })).toThrow('a.failCalls');
    expect(parseFaultMap({ a: { rebootOnCalls: ['POST /v1/wifi/network'] } })).toEqual({
      a: { rebootOnCalls: ['POST /v1/wifi/network'] },
    });
    expect(() => parseFaultMap({ a: { rebootOnCalls: ['wifi'] } })).toThrow('a.rebootOnCalls');
  });

  it('reads a fault file and refuses a broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleet-fault-file-'));
    try {
      const good = join(dir, 'good.json');
      writeFileSync(
        good,
        JSON.stringify({ QB00000001: { cutUploadAtPercent: 50, lockedByOther: 'theirs1' } }),
      );
      expect(loadFaultFile(good)).toEqual({
        QB00000001: { cutUploadAtPercent: 50, lockedByOther: 'theirs1' },
      });
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ QB00000001: { cutUploadAtPercent: 150 } }));
      expect(() => loadFaultFile(bad)).toThrow('QB00000001.cutUploadAtPercent');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('merges the entry under the serial with the one under the ip, the ip winning', () => {
    const map = { QB1: { slow: 100, offline: true }, '10.0.0.1': { slow: 5 } };
    expect(faultFor(map, '10.0.0.1', 'QB1')).toEqual({ slow: 5, offline: true });
    expect(faultFor(undefined, '10.0.0.1', 'QB1')).toEqual({});
  });

  it('draws the same flaky sequence for the same seed', () => {
    const a = createRandom('QB1');
    const b = createRandom('QB1');
    const c = createRandom('QB2');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('faulty players over HTTP', () => {
  let fleet: Fleet;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fleet-faults-'));
    const file = join(dir, 'faults.json');
    writeFileSync(
      file,
      JSON.stringify({ '127.0.13.1': { offline: true }, QB00000002: { wrongSerial: 'QB99' } }),
    );
    fleet = await startTestFleet({
      firstHost: '127.0.13.1',
      count: 6,
      faultsFile: file,
      faults: { '127.0.13.3': { lockedByOther: true }, '127.0.13.4': { flaky: 0.5 } },
    });
  });
  afterAll(async () => {
    await fleet.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses connections to an offline player until the fault is cleared at run time', async () => {
    const player = fleet.player('127.0.13.1');
    await expect(fetch(playerUrl(player, '/v1/public/info'))).rejects.toThrow();
    await player.setFault(null);
    expect((await callJson(player, null, 'GET', '/v1/public/info')).status).toBe(200);
    await player.setFault({ offline: true });
    await expect(fetch(playerUrl(player, '/v1/public/info'))).rejects.toThrow();
  });

  it('reports another serial number from the fault file', async () => {
    const info = await callJson(fleet.player('QB00000002'), null, 'GET', '/v1/public/info');
    expect((info.body.results as { serial_number: string }).serial_number).toBe('QB99');
  });

  it('holds a foreign password when locked by someone else', async () => {
    const player = fleet.player('127.0.13.3');
    await expect(tokenFor(player)).rejects.toThrow(/token refused/);
    await expect(tokenFor(player, OTHER_OWNER_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers a deterministic share of requests with 500 when flaky', async () => {
    const player = fleet.player('127.0.13.4');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await callJson(player, null, 'GET', '/v1/public/info')).status);
    const failures = statuses.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    expect(statuses.every((status) => status === 200 || status === 500)).toBe(true);
  });

  it('never answers while blackholed, and slows down when slow', async () => {
    const player = fleet.player('127.0.13.5');
    await player.setFault({ blackhole: true });
    await expect(
      fetch(playerUrl(player, '/v1/public/info'), { signal: AbortSignal.timeout(300) }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    await player.setFault({ slow: 250 });
    const started = Date.now();
    expect((await callJson(player, null, 'GET', '/v1/public/info')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    await player.setFault(null);
  });

  it('takes an upload no faster than its link allows, and applies it', async () => {
    const player = fleet.player('127.0.13.6');
    const token = await tokenFor(player);
    await player.setFault({ uploadBytesPerSecond: 400_000 });
    const started = performance.now();
    const answer = await postFile(player, token, '/v1/task/update_app', {
      name: 'app-9.1.0.apk',
      content: new Uint8Array(200_000),
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    expect(answer.status).toBe(200);
    expect(player.state().appVersion).toBe('9.1.0');
    await player.setFault(null);
  });

  it('cuts an upload at the given percent, and goes down when rebooting during an upload', async () => {
    const player = fleet.player('127.0.13.6');
    const token = await tokenFor(player);
    const apk = new Uint8Array(2_000_000);
    await player.setFault({ cutUploadAtPercent: 40 });
    await expect(
      postFile(player, token, '/v1/task/update_app', { name: 'app-9.0.0.apk', content: apk }),
    ).rejects.toThrow();
    expect(player.isUp()).toBe(true);
    expect(player.state().appVersion).not.toBe('9.0.0');

    await player.setFault({ rebootDuringUpload: true });
    await expect(
      postFile(player, token, '/v1/task/update_app', { name: 'app-9.0.0.apk', content: apk }),
    ).rejects.toThrow();
    expect(player.isUp()).toBe(false);
    await player.setFault(null);
    await waitFor(() => player.isUp());
    expect(player.state().appVersion).not.toBe('9.0.0');
  });
});
