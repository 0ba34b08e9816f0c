import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceClient, createTokenCache, type DeviceClient, type PlayerRef } from '..';
import {
  emptyForm,
  enableGroups,
  planConfiguration,
  runConfiguration,
  type BulkSaveEvent,
  type ConfigGroup,
  type ConfigurationForm,
  type PlayerOutcome,
} from './';
import type { Fleet } from '../../../mock-server/fleet/fleet';
import { nodeXhr } from '../../test/nodeXhr';
import { startTestFleet, waitFor } from '../../../mock-server/fleet/testKit';

/** Configuration runs through the console's pipeline against simulated players with every fault. */
const FIRST = '127.0.61.1';
let fleet: Fleet;
let client: DeviceClient;
const refs = (): PlayerRef[] =>
  fleet.players.map((player) => ({ ip: player.ip, serial_number: player.serial }));

beforeAll(async () => {
  fleet = await startTestFleet({
    firstHost: FIRST,
    count: 10,
    rebootMs: 200,
    faults: {
      '127.0.61.2': { offline: true },
      '127.0.61.3': { blackhole: true },
      '127.0.61.4': { flaky: 1 },
      '127.0.61.5': { wrongSerial: true },
      '127.0.61.6': { lockedByOther: true },
      '127.0.61.7': { slow: 60 },
      '127.0.61.8': { rebootDuringUpload: true },
      '127.0.61.9': { cutUploadAtPercent: 50 },
    },
  });
  // Long enough that a healthy player answers on a busy machine; the blackhole player costs this once per run.
  client = createDeviceClient({ port: fleet.players[0].port, timeoutMs: 4_000, xhr: nodeXhr });
});
afterAll(() => fleet.close());

const sized = (name: string, size: number, head = '') => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set(new TextEncoder().encode(head));
  return new File([bytes], name);
};
const form = (changes: Partial<ConfigurationForm>, groups: ConfigGroup[]): ConfigurationForm =>
  enableGroups({ ...emptyForm(), ...changes }, groups);
const summary = (outcomes: PlayerOutcome[]) =>
  Object.fromEntries(
    outcomes.map((outcome) => [
      outcome.ip,
      outcome.state === 'succeeded'
        ? 'ok'
        : `${outcome.failures[0]?.step ?? outcome.state} ${outcome.failures[0]?.code ?? ''}`.trim(),
    ]),
  );

describe('configuration of many players against the fleet', { timeout: 60_000 }, () => {
  it('ends every fault in a final state with its reason while the other players are configured', async () => {
    const plan = planConfiguration(
      form(
        {
          deviceName: 'Configured',
          deviceGroup: 'North',
          keypadVolume: 35,
          scheduleRebootMode: 'onoff',
          scheduleOnTime: '07:00',
          scheduleOffTime: '19:00',
          contentType: 'app',
          appPushType: 'apk',
          appFile: sized('app-9.1.0.apk', 2_000_000),
          firmwareSource: 'file',
          firmwareFile: sized('fw-5.0.1.zip', 300_000, 'PK'),
        },
        ['deviceName', 'keypadVolume', 'schedulePowerMode', 'contentType', 'firmware'],
      ),
      { qbicSecurityEnabled: true },
    );
    const events: BulkSaveEvent[] = [];
    const result = await runConfiguration(refs(), {
      client,
      tenantId: 'acme',
      plan,
      cache: createTokenCache(),
      concurrency: 4,
      onEvent: (event) => events.push(event),
    });

    expect(summary(result.outcomes)).toEqual({
      '127.0.61.1': 'ok',
      '127.0.61.2': 'authorize UNREACHABLE_DEVICE',
      '127.0.61.3': 'authorize UNREACHABLE_DEVICE',
      '127.0.61.4': 'authorize DEVICE_REQUEST_FAILED',
      '127.0.61.5': 'authorize SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
      '127.0.61.6': 'authorize UNLOCKABLE_DEVICE',
      '127.0.61.7': 'ok',
      '127.0.61.8': 'appUpload UNREACHABLE_DEVICE',
      '127.0.61.9': 'appUpload UNREACHABLE_DEVICE',
      '127.0.61.10': 'ok',
    });
    expect(result).toMatchObject({ succeeded: 3, failed: 7, cancelled: false });
    expect(result.outcomes[3].failures[0].status).toBe(500);
    // The interrupted players kept the settings pushed before the upload, and not the new app.
    expect(result.outcomes[8].done).toEqual(
      expect.arrayContaining(['authorize', 'deviceName', 'keypadVolume']),
    );

    const overall = events.map((event) => event.overall);
    expect(overall).toEqual([...overall].sort((a, b) => a - b));
    expect(overall.at(-1)).toBe(100);
    expect(events.filter((event) => event.type === 'final')).toHaveLength(10);

    for (const ip of ['127.0.61.1', '127.0.61.7', '127.0.61.10']) {
      // The player answers the restart call first, then goes down and installs the firmware.
      await waitFor(() => !fleet.player(ip).isUp() || fleet.player(ip).state().firmwareVersion === '5.0.1');
      const state = fleet.player(ip).state();
      expect(state.settings).toMatchObject({
        player_name: 'Configured',
        play_group: 'North',
        schedule_reboot_mode: 'onoff',
        schedule_on_time: '07:00',
        schedule_off_time: '19:00',
        smil_content_url: '',
      });
      expect(state.volume.stream_music).toBe(35);
      expect(state.appVersion).toBe('9.1.0');
      expect(state.firmwareVersion).toBe('5.0.1');
    }
    for (const ip of ['127.0.61.8', '127.0.61.9']) {
      await waitFor(() => fleet.player(ip).isUp(), 20_000);
      expect(fleet.player(ip).state().appVersion).not.toBe('9.1.0');
      expect(fleet.player(ip).state().firmwareVersion).not.toBe('5.0.1');
    }
    expect(fleet.player('127.0.61.6').state().settings.player_name).not.toBe('Configured');
  });

  it("reports a refused app downgrade and a broken firmware with the player's reason", async () => {
    const healthy = refs().filter((ref) => ['127.0.61.1', '127.0.61.10'].includes(ref.ip));
    await waitFor(() => healthy.every((ref) => fleet.player(ref.ip).isUp()), 20_000);
    const downgrade = await runConfiguration(healthy, {
      client,
      tenantId: 'acme',
      plan: planConfiguration(
        form({ contentType: 'app', appPushType: 'apk', appFile: sized('app-1.0.0.apk', 1000) }, [
          'contentType',
        ]),
        { qbicSecurityEnabled: false },
      ),
    });
    expect(downgrade.outcomes[0].failures).toEqual([
      {
        step: 'appUpload',
        code: 'DEVICE_REQUEST_FAILED',
        status: 400,
        detail: 'possible app downgrade: 1.0.0 is older than installed 9.1.0',
      },
    ]);
    const broken = await runConfiguration(healthy, {
      client,
      tenantId: 'acme',
      plan: planConfiguration(
        form({ firmwareSource: 'file', firmwareFile: sized('fw-6.0.0.zip', 1000, 'XX') }, ['firmware']),
        { qbicSecurityEnabled: false },
      ),
    });
    expect(broken.outcomes.map((outcome) => outcome.failures)).toEqual([
      [
        {
          step: 'firmwareUpload',
          code: 'DEVICE_REQUEST_FAILED',
          status: 400,
          detail: 'invalid firmware image: not a zip archive',
        },
      ],
      [
        {
          step: 'firmwareUpload',
          code: 'DEVICE_REQUEST_FAILED',
          status: 400,
          detail: 'invalid firmware image: not a zip archive',
        },
      ],
    ]);
    expect(broken.outcomes.every((outcome) => !outcome.done.includes('reboot'))).toBe(true);
  });

  it('writes the login file and locks with QBIC security; the player still opens with the derived password', async () => {
    const target = refs().filter((ref) => ref.ip === '127.0.61.10');
    const result = await runConfiguration(target, {
      client,
      tenantId: 'acme',
      plan: planConfiguration(
        form({ loginUsername: 'kiosk', loginPassword: 'k1osk&co' }, ['loginXML', 'qbicSecurity']),
        {
          qbicSecurityEnabled: true,
        },
      ),
    });
    expect(result.succeeded).toBe(1);
    const state = fleet.player('127.0.61.10').state();
    expect(state.password).not.toBe('12345678');
    expect(Buffer.from(state.files['config_logon.xml'], 'base64').toString()).toContain(
      '<password>k1osk&amp;co</password>',
    );
    const again = await runConfiguration([{ ...target[0], isPasswordProtected: true }], {
      client,
      tenantId: 'acme',
      plan: planConfiguration(form({}, ['qbicSecurity']), { qbicSecurityEnabled: false }),
    });
    expect(again.succeeded).toBe(1);
    expect(fleet.player('127.0.61.10').state().password).toBe('12345678');
  });

  it('cancelled in the middle of the uploads, leaves every player in a stated final state', async () => {
    const targets = refs().filter((ref) => ['127.0.61.1', '127.0.61.7', '127.0.61.10'].includes(ref.ip));
    await waitFor(() => targets.every((ref) => fleet.player(ref.ip).isUp()), 20_000);
    const controller = new AbortController();
    const result = await runConfiguration(targets, {
      // None of these players is the blackhole, so no call here waits out the timeout on purpose: a long one keeps
      // a busy machine's slow answer (the 30 MB file to the slow player) from ending a player as unreachable.
      client: createDeviceClient({ port: fleet.players[0].port, timeoutMs: 20_000, xhr: nodeXhr }),
      tenantId: 'acme',
      plan: planConfiguration(
        form(
          {
            deviceName: 'Cancelled run',
            contentType: 'app',
            appPushType: 'apk',
            appFile: sized('app-9.9.0.apk', 30_000_000),
          },
          ['deviceName', 'contentType'],
        ),
        { qbicSecurityEnabled: false },
      ),
      uploadConcurrency: 1,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'progress' && event.overall > 40) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.outcomes).toHaveLength(3);
    // Named whole when one ends otherwise, so that its step and code say why.
    expect(result.outcomes.filter((outcome) => !['succeeded', 'cancelled'].includes(outcome.state))).toEqual(
      [],
    );
    expect(result.outcomes.some((outcome) => outcome.state === 'cancelled')).toBe(true);
    // What each player holds is what its outcome states: the app only where the upload is among the steps done.
    for (const outcome of result.outcomes) {
      const holds = fleet.player(outcome.ip).state().appVersion === '9.9.0';
      expect(holds, outcome.ip).toBe(outcome.done.includes('appUpload'));
    }
  });
});
