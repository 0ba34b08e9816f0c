import { describe, expect, it } from 'vitest';
import type { BulkSaveResult, ConfigurationPlan } from '../bulkSave';
import { configurationTargets, plannedValues } from './activityTargets';

const plan: ConfigurationPlan = {
  tasks: [
    {
      group: 'loginXML',
      calls: [{ kind: 'file', filename: 'config_logon.xml', content: '<password>file-secret</password>' }],
    },
    { group: 'securityPolicy', calls: [{ kind: 'password', value: 'player-secret' }, { kind: 'lock' }] },
    {
      group: 'wifi',
      calls: [
        { kind: 'wifiState', value: 'enabled' },
        { kind: 'wifiNetwork', network: { ssid: 'Office', password: 'wifi-secret' } as never },
      ],
    },
    { group: 'volume', calls: [{ kind: 'volume', stream: 'stream_music', value: 7 }] },
    { group: 'playGroup', calls: [{ kind: 'setting', key: 'play_group', value: 'lobby' }] },
  ] as ConfigurationPlan['tasks'],
  firmware: { name: 'fw-2.1.zip' } as never,
  reboot: true,
};

describe('a player configuration in the activity log', () => {
  it('keeps what the plan sets by name, never a password, a login file or a Wi-Fi key', () => {
    const values = plannedValues(plan);
    expect(values).toEqual({
      qbic_security: 'lock',
      wifi_state: 'enabled',
      wifi_ssid: 'Office',
      volume_stream_music: 7,
      play_group: 'lobby',
      firmware_file: 'fw-2.1.zip',
    });
    expect(JSON.stringify(values)).not.toMatch(/secret/);
  });

  it('names each player by serial and name, with the first reason of a failure and of a cancel', () => {
    const result = {
      outcomes: [
        {
          index: 0,
          ip: '10.0.0.1',
          serial_number: 'SN1',
          state: 'succeeded',
          failures: [],
          done: ['playGroup'],
        },
        {
          index: 1,
          ip: '10.0.0.2',
          serial_number: 'SN2',
          state: 'failed',
          failures: [{ step: 'playGroup', code: 'DEVICE_REQUEST_FAILED', status: 500, detail: 'disk full' }],
          done: [],
        },
        { index: 2, ip: '10.0.0.3', serial_number: 'SN3', state: 'cancelled', failures: [], done: [] },
      ],
      succeeded: 1,
      failed: 2,
    } as unknown as BulkSaveResult;
    const players = [
      { ip: '10.0.0.1', serial_number: 'SN1', model_id: 'm', player_name: 'Lobby' },
      { ip: '10.0.0.2', serial_number: 'SN2', model_id: 'm', player_name: 'Hall' },
      { ip: '10.0.0.3', serial_number: 'SN3', model_id: 'm' },
    ];
    const targets = configurationTargets(players, result, plan);
    expect(targets.map(({ id, name, ok, error, errorArgs }) => ({ id, name, ok, error, errorArgs }))).toEqual(
      [
        { id: 'SN1', name: 'Lobby', ok: true, error: undefined, errorArgs: undefined },
        {
          id: 'SN2',
          name: 'Hall',
          ok: false,
          error: 'dm.qbicConfig.reasons.device_says',
          errorArgs: { detail: 'disk full' },
        },
        {
          id: 'SN3',
          name: undefined,
          ok: false,
          error: 'dm.errors.code.USER_CANCELLATION',
          errorArgs: undefined,
        },
      ],
    );
    expect(targets[0].after).toEqual(plannedValues(plan));
  });
});
