import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { startTestFleet } from '../../../mock-server/fleet/testKit';
import { nodeXhr } from '../../test/nodeXhr';
import { createDeviceClient, type DeviceClient } from '../deviceClient';
import { checkedApart, checkPlayers, type RolloutCandidate } from './checkPlayers';

/**
 * The check before a rollout tells a player its own schedule has off now from one that is offline, and tries a
 * player listed from the records but not checked yet rather than taking it to be offline.
 */
let fleet: Fleet;
let client: DeviceClient;

beforeAll(async () => {
  fleet = await startTestFleet({ firstHost: '127.0.92.1', count: 3 });
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 5_000, xhr: nodeXhr });
});
afterAll(() => fleet.close());
afterEach(() => Promise.all(fleet.players.map((player) => player.setFault(null))));

/** 22:00: a player off from 19:00 to 07:00 is off now. */
const EVENING = () => new Date(2026, 10, 10, 22, 0);
const OFF_AT_NIGHT = { mode: 'onoff', on: '07:00', off: '19:00' };

const candidate = (index: number, extra: Partial<RolloutCandidate> = {}): RolloutCandidate => ({
  ip: fleet.players[index].ip,
  serial_number: fleet.players[index].serial,
  player_name: fleet.players[index].name,
  online: true,
  ...extra,
});

describe('the rollout check', { timeout: 30_000 }, () => {
  it('skips a silent player its schedule has off now as off by schedule, another silent one as offline', async () => {
    await fleet.players[1].setFault({ offline: true });
    const info = vi.spyOn(client, 'info');
    const checked = await checkPlayers(
      [
        candidate(0, { online: false, schedule: OFF_AT_NIGHT }),
        candidate(1, { schedule: OFF_AT_NIGHT }),
        candidate(2, { online: false, schedule: { ...OFF_AT_NIGHT, mode: 'reboot' } }),
      ],
      'app',
      { client, tenantId: 'acme', now: EVENING },
    );
    expect(checked.map((player) => [player.phase, player.reason])).toEqual([
      ['skipped', 'offBySchedule'],
      ['skipped', 'offBySchedule'],
      ['skipped', 'offline'],
    ]);
    // A player the last scan found silent is skipped without a call.
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
  });

  it('is offline, not off by schedule, once the schedule has it on again', async () => {
    const checked = await checkPlayers([candidate(0, { online: false, schedule: OFF_AT_NIGHT })], 'app', {
      client,
      tenantId: 'acme',
      now: () => new Date(2026, 10, 10, 12, 0),
    });
    expect(checked[0].reason).toBe('offline');
  });

  it('tries a player not checked yet (listed from the records) and takes it when it answers', async () => {
    const checked = await checkPlayers([candidate(0, { online: false, unchecked: true })], 'app', {
      client,
      tenantId: 'acme',
    });
    expect(checked[0]).toMatchObject({ phase: 'waiting', serial: fleet.players[0].serial });
    expect(checked[0].versionBefore).not.toBe('');
  });

  it('counts the players off by schedule apart from those skipped for a reason to look into', async () => {
    await fleet.players[2].setFault({ offline: true });
    const checked = await checkPlayers(
      [candidate(0), candidate(1, { online: false, schedule: OFF_AT_NIGHT }), candidate(2)],
      'app',
      { client, tenantId: 'acme', now: EVENING },
    );
    const { taking, skipped, scheduledOff } = checkedApart(checked);
    expect(taking.map((player) => player.serial)).toEqual([fleet.players[0].serial]);
    expect(skipped.map((player) => [player.serial, player.reason])).toEqual([
      [fleet.players[2].serial, 'offline'],
    ]);
    expect(scheduledOff.map((player) => player.serial)).toEqual([fleet.players[1].serial]);
  });
});
