import { describe, expect, it, vi } from 'vitest';
import { DeviceError } from '../errors';
import type { ConfigurationPlan } from './plan';
import { runConfiguration } from './runConfiguration';
import { PLAYERS, file, fakeClient, callsOf } from '../../test/fakeConfigurationClient';

describe('the whole player form on every player', () => {
  const formPlan = (changes: Partial<ConfigurationPlan> = {}): ConfigurationPlan => ({
    tasks: [
      { group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Hall' }] },
      {
        group: 'wifi',
        calls: [
          { kind: 'wifiState', value: 'enabled' },
          { kind: 'wifiNetwork', network: { ssid: 'Office', security: 'wpa2', password: 'pw' } },
          { kind: 'wifiCheck' },
        ],
      },
      {
        group: 'appControl',
        calls: [{ kind: 'startApp', pkgname: 'com.example.signage', classname: '.Main' }],
      },
      { group: 'qbicSecurity', calls: [{ kind: 'password', value: 'own-pass' }] },
    ],
    app: file('app-3.0.0.apk'),
    reboot: true,
    ...changes,
  });

  it('starts each ticked part in the documents order, the app start and the password after the upload, and keeps what each player answered', async () => {
    const { client, calls } = fakeClient();
    const result = await runConfiguration(PLAYERS.slice(0, 2), {
      client,
      tenantId: 'acme',
      plan: formPlan(),
    });
    expect(callsOf(calls, '10.0.0.1')).toEqual([
      'token 12345678',
      'player_name=Hall',
      'wifi enabled',
      'network Office',
      'read wifi',
      'read network',
      'app app-3.0.0.apk',
      'start com.example.signage/.Main',
      'password own-pass',
      'reboot',
    ]);
    expect(result.outcomes[1]).toMatchObject({
      state: 'succeeded',
      done: ['authorize', 'deviceName', 'wifi', 'appUpload', 'appControl', 'qbicSecurity', 'reboot'],
      wifi: { state: 'enabled', ssid: 'Office 10.0.0.2' },
      app: { pkgname: 'com.example.signage', state: 'started' },
    });
  });

  it('stops a player that goes down mid-way at that step, says so, and skips the rest', async () => {
    const { client, calls } = fakeClient((ip, what) =>
      ip === '10.0.0.2' && what === 'network Office' ? new DeviceError('UNREACHABLE_DEVICE') : null,
    );
    const result = await runConfiguration(PLAYERS, { client, tenantId: 'acme', plan: formPlan() });
    expect(result.outcomes.map((outcome) => outcome.state)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(result.outcomes[1].failures).toEqual([{ step: 'wifi', code: 'UNREACHABLE_DEVICE' }]);
    expect(result.outcomes[1].done).toEqual(['authorize', 'deviceName']);
    expect(callsOf(calls, '10.0.0.2')).not.toContain('password own-pass');
  });

  it('downloads a firmware ZIP URL once for every player and installs it', async () => {
    const { client, calls } = fakeClient();
    const fetcher = vi.fn(async () => new Response(new Blob(['PK']), { status: 200 }));
    const plan = formPlan({
      tasks: [],
      app: undefined,
      reboot: false,
      firmwareZipUrl: 'https://o.example.com/fw-4.5.0.zip',
    });
    const result = await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan,
      fetch: fetcher as typeof fetch,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result.succeeded).toBe(3);
    expect(callsOf(calls, '10.0.0.3')).toEqual(['token 12345678', 'firmware fw-4.5.0.zip', 'reboot']);
  });

  it.each([
    [
      'cannot be fetched',
      () => new Response('no', { status: 404 }),
      'download https://o.example.com/fw-4.5.0.zip (404)',
    ],
    [
      'is no ZIP archive',
      () => new Response('<html>Sign in</html>', { status: 200 }),
      'notzip https://o.example.com/fw-4.5.0.zip',
    ],
  ])(
    'touches no player when the firmware ZIP URL %s: every part is left to do',
    async (_, answer, detail) => {
      const { client, calls } = fakeClient();
      const fetcher = vi.fn(async () => answer());
      const result = await runConfiguration(PLAYERS, {
        client,
        tenantId: 'acme',
        plan: formPlan({ app: undefined, firmwareZipUrl: 'https://o.example.com/fw-4.5.0.zip' }),
        fetch: fetcher as typeof fetch,
      });
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(calls).toEqual([]);
      expect(result).toMatchObject({ succeeded: 0, failed: 3 });
      expect(result.outcomes[0]).toEqual({
        index: 0,
        ip: '10.0.0.1',
        serial_number: 'QB1',
        state: 'failed',
        failures: [{ step: 'firmwareUpload', code: 'DEVICE_REQUEST_FAILED', detail }],
        done: [],
        pending: ['deviceName', 'wifi', 'firmwareUpload', 'appControl', 'qbicSecurity', 'reboot'],
      });
    },
  );

  it('names what a player that failed after a write still lacks', async () => {
    const { client } = fakeClient((ip, what) =>
      ip === '10.0.0.2' && what === 'app app-3.0.0.apk'
        ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 500 })
        : null,
    );
    const result = await runConfiguration(PLAYERS, { client, tenantId: 'acme', plan: formPlan() });
    expect(result.outcomes[1]).toMatchObject({
      state: 'failed',
      done: ['authorize', 'deviceName', 'wifi', 'appControl', 'qbicSecurity', 'reboot'],
      pending: ['appUpload'],
    });
    expect(result.outcomes[0].pending).toEqual([]);
  });

  it('ends a player cancelled between two of its steps as cancelled, never failed with no failure, naming what it lacks', async () => {
    const controller = new AbortController();
    const { client } = fakeClient((_, what) => {
      if (what === 'player_name=Hall') controller.abort();
      return null;
    });
    const result = await runConfiguration(PLAYERS.slice(0, 1), {
      client,
      tenantId: 'acme',
      plan: formPlan(),
      signal: controller.signal,
    });
    expect(result.cancelled).toBe(true);
    expect(result.outcomes[0]).toMatchObject({ state: 'cancelled', failures: [] });
    expect(result.outcomes[0].pending).toContain('reboot');
  });
});
