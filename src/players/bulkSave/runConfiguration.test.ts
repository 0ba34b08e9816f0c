import { describe, expect, it } from 'vitest';
import { derivedPassword } from '../derivedPassword';
import { DeviceError } from '../errors';
import { runConfiguration } from './runConfiguration';
import type { BulkSaveEvent } from './types';
import { PLAYERS, file, fakeClient, plan, callsOf } from '../../test/fakeConfigurationClient';

describe('runConfiguration', () => {
  it('gives each player its own tasks when the run has one plan per player', async () => {
    const { client, calls } = fakeClient();
    const named = (value: string) =>
      plan({ tasks: [{ group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value }] }] });
    const result = await runConfiguration(PLAYERS.slice(0, 2), {
      client,
      tenantId: 'acme',
      plan: named('Hall'),
      plans: [named('Hall'), named('Lobby')],
    });
    expect(result).toMatchObject({ succeeded: 2, failed: 0 });
    expect(callsOf(calls, '10.0.0.1')).toEqual(['token 12345678', 'player_name=Hall']);
    expect(callsOf(calls, '10.0.0.2')).toEqual(['token 12345678', 'player_name=Lobby']);
  });

  it('signs in, pushes the tasks, uploads the app then the firmware, and restarts each player', async () => {
    const { client, calls } = fakeClient();
    const result = await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: plan({
        app: file('app-3.0.0.apk'),
        firmware: file('fw-5.0.0.zip'),
        tasks: [...plan().tasks, { group: 'qbicSecurity', calls: [{ kind: 'lock' }] }],
      }),
    });
    expect(result).toMatchObject({ succeeded: 3, failed: 0, cancelled: false });
    expect(callsOf(calls, '10.0.0.2')).toEqual([
      'token 12345678',
      'player_name=Hall',
      'stream_music=40',
      'app app-3.0.0.apk',
      'firmware fw-5.0.0.zip',
      `password ${derivedPassword('acme', 'QB2')}`,
      'reboot',
    ]);
    expect(result.outcomes[1]).toMatchObject({
      state: 'succeeded',
      failures: [],
      done: [
        'authorize',
        'deviceName',
        'keypadVolume',
        'appUpload',
        'firmwareUpload',
        'qbicSecurity',
        'reboot',
      ],
    });
  });

  it('reports progress that never goes back and ends at 100, one final event per player', async () => {
    const { client } = fakeClient((ip, what) =>
      ip === '10.0.0.2' && what.startsWith('app')
        ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 400 })
        : null,
    );
    const events: BulkSaveEvent[] = [];
    await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: plan({ app: file('app-1.0.0.apk') }),
      concurrency: 2,
      onEvent: (event) => events.push(event),
    });
    const overall = events.map((event) => event.overall);
    expect(overall).toEqual([...overall].sort((a, b) => a - b));
    expect(overall.at(-1)).toBe(100);
    const finals = events.filter((event) => event.type === 'final');
    expect(finals.map((event) => event.outcome.ip).sort()).toEqual(PLAYERS.map((p) => p.ip));
    for (const index of [0, 1, 2]) {
      const percents = events.flatMap((event) =>
        event.type === 'progress' && event.index === index ? [event.player] : [],
      );
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
    }
  });

  it('keeps going after a refused setting, but stops a player that no longer answers', async () => {
    const { client, calls } = fakeClient((ip, what) => {
      if (ip === '10.0.0.1' && what.startsWith('player_name'))
        return new DeviceError('DEVICE_REQUEST_FAILED', {
          status: 400,
          detail: 'name must be 1 to 64 characters',
        });
      if (ip === '10.0.0.3' && what.startsWith('stream_music')) return new DeviceError('UNREACHABLE_DEVICE');
      return null;
    });
    const result = await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: plan({ reboot: true, app: file('app-3.0.0.apk') }),
    });
    expect(result.outcomes.map((outcome) => outcome.state)).toEqual(['failed', 'succeeded', 'failed']);
    expect(result.outcomes[0].failures).toEqual([
      {
        step: 'deviceName',
        code: 'DEVICE_REQUEST_FAILED',
        status: 400,
        detail: 'name must be 1 to 64 characters',
      },
    ]);
    expect(callsOf(calls, '10.0.0.1')).toContain('reboot');
    expect(result.outcomes[2].failures).toEqual([{ step: 'keypadVolume', code: 'UNREACHABLE_DEVICE' }]);
    expect(callsOf(calls, '10.0.0.3')).not.toContain('reboot');
    expect(callsOf(calls, '10.0.0.3').some((call) => call.startsWith('app'))).toBe(false);
  });
});
