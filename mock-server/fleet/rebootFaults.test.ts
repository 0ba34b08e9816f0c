import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFaultMap } from './faults';
import type { Fleet } from './fleet';
import type { PlayerHandle } from './player';
import { callJson, postFile, startTestFleet, tokenFor, waitFor } from './testKit';

let fleet: Fleet;
beforeAll(async () => {
  fleet = await startTestFleet({
    firstHost: '127.0.63.1',
    count: 4,
    rebootMs: 150,
    faults: { '127.0.63.4': { bootDelayMs: 900 } },
  });
});
afterAll(() => fleet.close());

const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);

async function upload(player: PlayerHandle, name: string): Promise<number> {
  const path = name.endsWith('.apk') ? '/v1/task/update_app' : '/v1/task/update_firmware';
  return (await postFile(player, await tokenFor(player), path, { name, content: zip })).status;
}

/** Reboots through the API and resolves once the player went down. */
async function rebootThroughApi(player: PlayerHandle): Promise<number> {
  const sent = Date.now();
  expect((await callJson(player, await tokenFor(player), 'POST', '/v1/task/reboot')).status).toBe(200);
  await waitFor(() => !player.isUp());
  return sent;
}

async function reportedVersions(player: PlayerHandle) {
  const info = await callJson(player, await tokenFor(player), 'GET', '/v1/info');
  const results = info.body.results as { firmware_version: string; app_version: string };
  return { firmware: results.firmware_version, app: results.app_version };
}

describe('simulated player: faults around a reboot', () => {
  it('reads the three reboot faults from a fault file and refuses bad values', () => {
    expect(
      parseFaultMap({ a: { firmwareNotApplied: true, noReturnAfterReboot: false, bootDelayMs: 2000 } }),
    ).toEqual({ a: { firmwareNotApplied: true, noReturnAfterReboot: false, bootDelayMs: 2000 } });
    expect(() => parseFaultMap({ a: { bootDelayMs: -1 } })).toThrow('a.bootDelayMs');
    expect(() => parseFaultMap({ a: { bootDelayMs: 1.5 } })).toThrow('a.bootDelayMs');
    expect(() => parseFaultMap({ a: { firmwareNotApplied: 'yes' } })).toThrow('a.firmwareNotApplied');
  });

  it('firmwareNotApplied: comes back with the old firmware and app, and applies them after the fault is cleared', async () => {
    const player = fleet.players[0];
    const before = await reportedVersions(player);
    await player.setFault({ firmwareNotApplied: true });
    expect(await upload(player, 'firmware-7.1.0.zip')).toBe(200);
    expect(await upload(player, 'app-9.4.0.apk')).toBe(200);
    await rebootThroughApi(player);
    await waitFor(() => player.isUp());
    expect(await reportedVersions(player)).toEqual(before);

    await player.setFault(null);
    await rebootThroughApi(player);
    await waitFor(() => player.isUp());
    expect(await reportedVersions(player)).toEqual({ firmware: '7.1.0', app: '9.4.0' });
  });

  it('noReturnAfterReboot: stays down after a reboot, even when other faults change, until it is cleared', async () => {
    const player = fleet.players[1];
    expect(await upload(player, 'firmware-7.2.0.zip')).toBe(200);
    await player.setFault({ noReturnAfterReboot: true });
    expect(player.isUp()).toBe(true);
    await rebootThroughApi(player);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(player.isUp()).toBe(false);
    await player.setFault({ noReturnAfterReboot: true, slow: 10 });
    expect(player.isUp()).toBe(false);
    await player.setFault(null);
    expect(player.isUp()).toBe(true);
    expect((await reportedVersions(player)).firmware).toBe('7.2.0');
  });

  it('bootDelayMs: stays unreachable for its own boot time instead of the fleet reboot time', async () => {
    const [quick, , , delayed] = [...fleet.players];
    const quickSent = await rebootThroughApi(quick);
    await waitFor(() => quick.isUp());
    const quickDown = Date.now() - quickSent;
    const delayedSent = await rebootThroughApi(delayed);
    await waitFor(() => delayed.isUp());
    const delayedDown = Date.now() - delayedSent;
    expect(quickDown).toBeLessThan(800);
    expect(delayedDown).toBeGreaterThanOrEqual(900);
  });
});
