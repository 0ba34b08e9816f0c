import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { startTestFleet } from '../../../mock-server/fleet/testKit';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS } from '../../domain/rollout/plan';
import { prepareResume, rolloutTotals, waveFailures } from '../../domain/rollout/progress';
import type { Rollout, RolloutSettings } from '../../domain/rollout/types';
import { nodeXhr } from '../../test/nodeXhr';
import { createDeviceClient, type DeviceClient } from '../deviceClient';
import { checkPlayers } from './checkPlayers';
import { ROLLOUT_INTERRUPTED, runRollout, type RolloutControl } from './runRollout';

/**
 * Rollouts through the console's client against simulated players that reboot in 150 ms. Players get seconds to
 * answer and to come back: on a busy machine the simulated players answer slowly too.
 */
let fleet: Fleet;
let client: DeviceClient;
const uploads: string[] = [];

beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.64.1', count: 8, rebootMs: 150 });
  const real = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 5_000, xhr: nodeXhr });
  // Counts every upload a player is sent, to prove no player gets the same file twice.
  client = {
    ...real,
    updateFirmware: (session, file, options) => {
      uploads.push(session.ip);
      return real.updateFirmware(session, file, options);
    },
  };
});
afterAll(() => fleet.close());
afterEach(async () => {
  uploads.length = 0;
  await Promise.all(fleet.players.map((player) => player.setFault(null)));
});

const zip = (name: string) => new File([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9])], name);

const candidates = () =>
  fleet.players.map((player) => ({
    ip: player.ip,
    serial_number: player.serial,
    player_name: player.name,
    online: true,
  }));

async function planned(name: string, settings: Partial<RolloutSettings> = {}): Promise<Rollout> {
  return createRollout({
    id: name,
    kind: 'firmware',
    file: { name, size: 8, lastModified: 1 },
    settings: { ...DEFAULT_ROLLOUT_SETTINGS, wavePercents: [25], returnWithinMs: 3_000, ...settings },
    players: await checkPlayers(candidates(), 'firmware', { client, tenantId: 'acme' }),
    now: Date.now(),
  });
}

const control = (pauseRequested = () => false, abort = new AbortController()): RolloutControl => ({
  pauseRequested,
  signal: abort.signal,
});

const run = (rollout: Rollout, name: string, ctl = control(), changes: Rollout[] = []) =>
  runRollout(rollout, {
    client,
    tenantId: 'acme',
    file: zip(name),
    control: ctl,
    pollIntervalMs: 50,
    onChange: (next) => changes.push(next),
  });

describe('runRollout', { timeout: 30_000 }, () => {
  it('updates every player wave by wave, each checked through /v1/info after its reboot', async () => {
    const rollout = await planned('firmware-6.0.0.zip');
    expect(rollout.waveSizes).toEqual([1, 2, 5]);
    const changes: Rollout[] = [];
    const done = await run(rollout, 'firmware-6.0.0.zip', control(), changes);
    expect(done.status).toBe('done');
    expect(done.players.map((p) => p.phase)).toEqual(Array(8).fill('updated'));
    expect(done.players.every((p) => p.versionAfter === '6.0.0' && p.versionBefore !== '6.0.0')).toBe(true);
    expect(fleet.players.every((player) => player.state().firmwareVersion === '6.0.0')).toBe(true);
    expect([...uploads].sort()).toEqual(fleet.players.map((p) => p.ip).sort());
    // Wave 1 starts only once the canary is updated.
    const firstWave1 = changes.findIndex((c) => c.players[1].phase !== 'waiting');
    expect(changes[firstWave1 - 1].players[0].phase).toBe('updated');
  });

  it('pauses on a canary that comes back with the old version, touching no one else, and resumes without a second upload', async () => {
    const [canary] = fleet.players;
    await canary.setFault({ firmwareNotApplied: true });
    const rollout = await planned('firmware-6.1.0.zip');
    const before = fleet.players.map((p) => p.state().firmwareVersion);
    const paused = await run(rollout, 'firmware-6.1.0.zip');
    expect(paused.status).toBe('paused');
    expect(paused.pause).toEqual({ cause: 'canaryFailed', wave: 0 });
    expect(paused.players[0]).toMatchObject({
      phase: 'failed',
      reason: 'oldVersion',
      versionAfter: before[0],
    });
    expect(paused.players.slice(1).every((p) => p.phase === 'waiting')).toBe(true);
    expect(uploads).toEqual([canary.ip]);
    expect(fleet.players.slice(1).map((p) => p.state())).toMatchObject(
      before.slice(1).map((firmwareVersion) => ({ firmwareVersion, pendingFirmwareVersion: null })),
    );

    await canary.setFault(null);
    const done = await run(prepareResume(paused, Date.now()), 'firmware-6.1.0.zip');
    expect(done.status).toBe('done');
    expect(done.players.every((p) => p.phase === 'updated')).toBe(true);
    expect(uploads.filter((ip) => ip === canary.ip)).toHaveLength(1);
  });

  it('pauses after a wave with too many failures, naming the player that did not return', async () => {
    const wave1 = fleet.players[2];
    await wave1.setFault({ noReturnAfterReboot: true });
    const rollout = await planned('firmware-6.2.0.zip', { returnWithinMs: 2_500 });
    const paused = await run(rollout, 'firmware-6.2.0.zip');
    expect(paused.pause).toEqual({ cause: 'tooManyFailed', wave: 1 });
    expect(paused.players[2]).toMatchObject({ phase: 'failed', reason: 'didNotReturn' });
    expect(paused.players[1].phase).toBe('updated');
    expect(paused.players.slice(3).every((p) => p.phase === 'waiting')).toBe(true);
  });

  it('counts the failed players it went on without, in their wave and in the totals', async () => {
    await fleet.players[2].setFault({ firmwareNotApplied: true });
    const rollout = await planned('firmware-6.7.0.zip');
    const paused = await run(rollout, 'firmware-6.7.0.zip');
    expect(paused.pause).toEqual({ cause: 'tooManyFailed', wave: 1 });
    const done = await run(prepareResume(paused, Date.now(), true), 'firmware-6.7.0.zip');
    expect(done.status).toBe('done');
    expect(done.players[2]).toMatchObject({ phase: 'failed', reason: 'oldVersion', waived: true });
    expect(rollout.waveSizes.map((_, wave) => waveFailures(done, wave))).toEqual([0, 1, 0]);
    expect(rolloutTotals(done)).toEqual({
      updated: 7,
      current: 0,
      failed: 1,
      skipped: 0,
      notStarted: 0,
      unverified: 0,
    });
  });

  it('names a refused file and skips players that are offline, locked by someone else or answer another serial', async () => {
    await fleet.players[4].setFault({ offline: true });
    await fleet.players[5].setFault({ lockedByOther: true });
    await fleet.players[6].setFault({ wrongSerial: true });
    const checked = await checkPlayers(candidates(), 'firmware', { client, tenantId: 'acme' });
    expect(checked.slice(4, 7).map((p) => [p.phase, p.reason])).toEqual([
      ['skipped', 'offline'],
      ['skipped', 'lockedByOther'],
      ['skipped', 'wrongSerial'],
    ]);
    const rollout = createRollout({
      id: 'refused',
      kind: 'firmware',
      file: { name: 'firmware-6.3.0.zip', size: 8, lastModified: 1 },
      settings: { ...DEFAULT_ROLLOUT_SETTINGS, returnWithinMs: 3_000 },
      players: checked,
      now: 0,
    });
    const refused = await runRollout(rollout, {
      client,
      tenantId: 'acme',
      file: new File(['not a zip'], 'firmware-6.3.0.zip'),
      control: control(),
      pollIntervalMs: 50,
      onChange: () => undefined,
    });
    expect(refused.players[0]).toMatchObject({
      phase: 'failed',
      reason: 'refusedFile',
      detail: 'invalid firmware image: not a zip archive',
    });
  });

  it('aborts with every player in a final state, and a pause stops before the next player is touched', async () => {
    const abort = new AbortController();
    const rollout = await planned('firmware-6.4.0.zip');
    let seen = 0;
    const aborted = await run(
      rollout,
      'firmware-6.4.0.zip',
      control(() => false, abort),
      {
        push(next: Rollout) {
          seen += 1;
          if (next.players[1].phase === 'rebooting') abort.abort();
          return seen;
        },
      } as unknown as Rollout[],
    );
    expect(aborted.status).toBe('aborted');
    expect(aborted.players[0].phase).toBe('updated');
    expect(['unverified', 'updated']).toContain(aborted.players[1].phase);
    expect(aborted.players.slice(3).every((p) => p.phase === 'notStarted')).toBe(true);

    let pause = false;
    uploads.length = 0;
    const next = await planned('firmware-6.5.0.zip');
    const paused = await run(
      next,
      'firmware-6.5.0.zip',
      control(() => pause),
      {
        push(change: Rollout) {
          if (change.players[0].phase === 'updated') pause = true;
          return 0;
        },
      } as unknown as Rollout[],
    );
    expect(paused.pause).toEqual({ cause: 'byUser', wave: 1 });
    expect(uploads).toEqual([fleet.players[0].ip]);
    expect(paused.players.slice(1).every((p) => p.phase === 'waiting' || p.phase === 'skipped')).toBe(true);
  });

  it('leaves an interrupted rollout where it was, and its resume sends no player the file twice', async () => {
    const leave = new AbortController();
    const rollout = await planned('firmware-6.6.0.zip');
    const interrupted = await run(
      rollout,
      'firmware-6.6.0.zip',
      control(() => false, leave),
      {
        push(next: Rollout) {
          if (next.players[1].phase === 'rebooting') leave.abort(ROLLOUT_INTERRUPTED);
          return 0;
        },
      } as unknown as Rollout[],
    );
    expect(interrupted.status).toBe('running');
    expect(interrupted.wave).toBe(1);
    expect(interrupted.players[0].phase).toBe('updated');
    expect(interrupted.players[1].phase).toBe('rebooting');
    expect(interrupted.players.slice(3).every((p) => p.phase === 'waiting')).toBe(true);
    const done = await run(prepareResume(interrupted, Date.now()), 'firmware-6.6.0.zip');
    expect(done.players.filter((p) => p.phase !== 'updated')).toEqual([]);
    expect(done.status).toBe('done');
    expect(done.players.every((p) => p.phase === 'updated')).toBe(true);
    expect([...uploads].sort()).toEqual(fleet.players.map((p) => p.ip).sort());
  });
});
