import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { startTestFleet } from '../../../mock-server/fleet/testKit';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS } from '../../domain/rollout/plan';
import { rolloutTotals } from '../../domain/rollout/progress';
import type { Rollout } from '../../domain/rollout/types';
import { nodeXhr } from '../../test/nodeXhr';
import { createDeviceClient, type DeviceClient } from '../deviceClient';
import { checkAgain, toCheckAgain } from './checkAgain';
import { checkPlayers } from './checkPlayers';
import { runRollout } from './runRollout';

/** Checking a finished rollout again, against simulated players that reboot in 150 ms unless a fault says else. */
let fleet: Fleet;
let client: DeviceClient;

beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.66.1', count: 4, rebootMs: 150 });
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 5_000, xhr: nodeXhr });
});
afterAll(() => fleet.close());

const LATE_BOOT_MS = 4_000;

/** A rollout of every player in waves of 1 and 3 that pauses for no failure, given 1.5 s to come back. */
async function finished(name: string): Promise<Rollout> {
  const candidates = fleet.players.map((player) => ({
    ip: player.ip,
    serial_number: player.serial,
    player_name: player.name,
    online: true,
  }));
  const rollout = createRollout({
    id: name,
    kind: 'firmware',
    file: { name, size: 8, lastModified: 1 },
    settings: {
      ...DEFAULT_ROLLOUT_SETTINGS,
      wavePercents: [],
      returnWithinMs: 1_500,
      maxFailurePercent: 100,
    },
    players: await checkPlayers(candidates, 'firmware', { client, tenantId: 'acme' }),
    now: Date.now(),
  });
  return runRollout(rollout, {
    client,
    tenantId: 'acme',
    file: new File([new Uint8Array([0x50, 0x4b, 3, 4, 1])], name),
    control: { pauseRequested: () => false, signal: new AbortController().signal },
    pollIntervalMs: 50,
    onChange: () => undefined,
  });
}

describe('checking a rollout again', { timeout: 30_000 }, () => {
  it('finds a player that came back late on the new version, and leaves one still away as it was', async () => {
    const [, late, oldOne, away] = fleet.players;
    const before = oldOne.state().firmwareVersion;
    await late.setFault({ bootDelayMs: LATE_BOOT_MS });
    await oldOne.setFault({ firmwareNotApplied: true });
    await away.setFault({ noReturnAfterReboot: true });
    const done = await finished('firmware-7.1.0.zip');
    expect(done.status).toBe('done');
    expect(done.players.map((p) => [p.phase, p.reason, p.versionAfter])).toEqual([
      ['updated', undefined, '7.1.0'],
      ['failed', 'didNotReturn', undefined],
      ['failed', 'oldVersion', before],
      ['failed', 'didNotReturn', undefined],
    ]);
    expect(toCheckAgain(done)).toEqual([1, 2, 3]);

    await vi.waitFor(() => expect(late.isUp()).toBe(true), { timeout: 10_000, interval: 50 });
    const changes: Rollout[] = [];
    const checked = await checkAgain(done, {
      client,
      tenantId: 'acme',
      onChange: (next) => changes.push(next),
    });
    expect(checked.players.map((p) => [p.phase, p.reason, p.versionAfter])).toEqual([
      ['updated', undefined, '7.1.0'],
      ['updated', 'lateReturn', '7.1.0'],
      ['failed', 'oldVersion', before],
      ['failed', 'didNotReturn', undefined],
    ]);
    expect(checked.status).toBe('done');
    expect(rolloutTotals(checked)).toMatchObject({ updated: 2, failed: 2 });
    // Each player read is kept as it is read: the last change is the result.
    expect(changes.length).toBe(2);
    expect(changes.at(-1)).toEqual(checked);
    // Reading is all it does: the player that still has the old version was not restarted into the new one.
    expect(oldOne.state().firmwareVersion).toBe(before);
    await Promise.all(fleet.players.map((player) => player.setFault(null)));
  });

  it('finds a player an abort left not checked on the new version once it is back', async () => {
    const [canary] = fleet.players;
    await canary.setFault({ noReturnAfterReboot: true });
    const stop = new AbortController();
    const candidates = [canary].map((player) => ({
      ip: player.ip,
      serial_number: player.serial,
      player_name: player.name,
      online: true,
    }));
    const rollout = createRollout({
      id: 'aborted',
      kind: 'firmware',
      file: { name: 'firmware-7.2.0.zip', size: 8, lastModified: 1 },
      settings: DEFAULT_ROLLOUT_SETTINGS,
      players: await checkPlayers(candidates, 'firmware', { client, tenantId: 'acme' }),
      now: Date.now(),
    });
    const aborted = await runRollout(rollout, {
      client,
      tenantId: 'acme',
      file: new File([new Uint8Array([0x50, 0x4b, 3, 4, 2])], 'firmware-7.2.0.zip'),
      control: { pauseRequested: () => false, signal: stop.signal },
      pollIntervalMs: 50,
      onChange: (next) => next.players[0].phase === 'rebooting' && stop.abort(),
    });
    expect(aborted.players[0].phase).toBe('unverified');
    const stillAway = await checkAgain(aborted, { client, tenantId: 'acme', onChange: () => undefined });
    expect(stillAway.players[0].phase).toBe('unverified');
    expect(stillAway.players[0].versionAfter).toBeUndefined();

    await canary.setFault(null);
    await vi.waitFor(() => expect(canary.isUp()).toBe(true), { timeout: 10_000, interval: 50 });
    const back = await checkAgain(aborted, { client, tenantId: 'acme', onChange: () => undefined });
    expect(back.players[0]).toMatchObject({ phase: 'updated', reason: undefined, versionAfter: '7.2.0' });
    expect(back.status).toBe('aborted');
  });
});
