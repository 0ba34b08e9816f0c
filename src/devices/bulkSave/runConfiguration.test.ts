import { describe, expect, it, vi } from 'vitest';
import type { DeviceClient, UploadOptions } from '../deviceClient';
import { derivedPassword } from '../derivedPassword';
import { DeviceError } from '../errors';
import { createTokenCache } from '../tokenCache';
import type { DeviceSession } from '../types';
import type { ConfigurationPlan } from './plan';
import { runConfiguration } from './runConfiguration';
import type { BulkSaveEvent } from './types';

const PLAYERS = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((ip) => ({
  ip,
  serial_number: `QB${ip.split('.')[3]}`,
}));
const file = (name: string) => Object.assign(new Blob(['x']), { name });

type Failure = (ip: string, what: string) => DeviceError | null | 'hang';

/** Players that open with the factory password and record every call; `failure` decides per call. */
function fakeClient(failure: Failure = () => null) {
  const calls: string[] = [];
  const act = async (ip: string, what: string, signal?: AbortSignal) => {
    calls.push(`${ip} ${what}`);
    const outcome = failure(ip, what);
    if (outcome === 'hang')
      return new Promise<void>((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DeviceError('USER_CANCELLATION'))),
      );
    if (outcome) throw outcome;
  };
  const upload =
    (what: string) =>
    async (s: DeviceSession, f: { name: string }, o: UploadOptions = {}) => {
      for (const percent of [10, 60, 100]) o.onProgress?.({ loaded: percent, total: 100, percent });
      await act(s.ip, `${what} ${f.name}`, o.signal);
    };
  const client = {
    publicInfo: vi.fn(async (ip: string) => ({
      serial_number: `QB${ip.split('.')[3]}`,
      model_id: 'm',
      player_name: 'p',
    })),
    requestToken: vi.fn(async (ip: string, password: string) => {
      await act(ip, `token ${password}`);
      return { accessToken: `t-${ip}` };
    }),
    setSetting: (s: DeviceSession, key: string, value: string, o?: { signal?: AbortSignal }) =>
      act(s.ip, `${key}=${value}`, o?.signal),
    setVolume: (s: DeviceSession, stream: string, value: number) => act(s.ip, `${stream}=${value}`),
    uploadFile: (s: DeviceSession, name: string) => act(s.ip, `file ${name}`),
    setPassword: (s: DeviceSession, password: string) => act(s.ip, `password ${password}`),
    resetPassword: (s: DeviceSession) => act(s.ip, 'password reset'),
    reboot: (s: DeviceSession) => act(s.ip, 'reboot'),
    updateApp: upload('app'),
    updateFirmware: upload('firmware'),
    setWifiState: (s: DeviceSession, state: string) => act(s.ip, `wifi ${state}`),
    setWifiNetwork: (s: DeviceSession, network: { ssid: string }) => act(s.ip, `network ${network.ssid}`),
    wifiState: async (s: DeviceSession) => (await act(s.ip, 'read wifi'), 'enabled'),
    wifiNetwork: async (s: DeviceSession) => (await act(s.ip, 'read network'), { ssid: `Office ${s.ip}` }),
    startApp: (s: DeviceSession, app: { pkgname: string; classname: string }) =>
      act(s.ip, `start ${app.pkgname}/${app.classname}`),
    stopApp: (s: DeviceSession, pkgname: string) => act(s.ip, `stop ${pkgname}`),
  };
  return { client: client as unknown as DeviceClient, calls };
}

const plan = (changes: Partial<ConfigurationPlan> = {}): ConfigurationPlan => ({
  tasks: [
    { group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Hall' }] },
    { group: 'keypadVolume', calls: [{ kind: 'volume', stream: 'stream_music', value: 40 }] },
  ],
  reboot: false,
  ...changes,
});

const callsOf = (calls: string[], ip: string) =>
  calls.filter((call) => call.startsWith(`${ip} `)).map((call) => call.slice(ip.length + 1));

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

  it('never prompts when several players are configured: an unknown password is UNLOCKABLE_DEVICE', async () => {
    const { client } = fakeClient((ip, what) =>
      ip === '10.0.0.1' && what.startsWith('token')
        ? new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 })
        : null,
    );
    const prompt = vi.fn(async () => 'typed');
    const result = await runConfiguration(PLAYERS, { client, tenantId: 'acme', plan: plan(), prompt });
    expect(prompt).not.toHaveBeenCalled();
    expect(result.outcomes[0]).toMatchObject({
      state: 'failed',
      failures: [{ step: 'authorize', code: 'UNLOCKABLE_DEVICE' }],
      done: [],
    });
  });

  it('prompts for the password of a single player', async () => {
    const { client, calls } = fakeClient((_, what) =>
      what.startsWith('token') && what !== 'token typed-pw'
        ? new DeviceError('QBIC_AUTHORIZATION_FAILURE')
        : null,
    );
    const prompt = vi.fn(async () => 'typed-pw');
    const result = await runConfiguration([PLAYERS[0]], { client, tenantId: 'acme', plan: plan(), prompt });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.succeeded).toBe(1);
    expect(calls).toContain('10.0.0.1 player_name=Hall');
  });

  it('names a failed lock ERROR_LOCKING_QBIC_DEVICE with the player detail', async () => {
    const { client } = fakeClient((_, what) =>
      what.startsWith('password')
        ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 400, detail: 'too short' })
        : null,
    );
    const result = await runConfiguration([PLAYERS[0]], {
      client,
      tenantId: 'acme',
      plan: plan({ tasks: [{ group: 'qbicSecurity', calls: [{ kind: 'lock' }] }] }),
    });
    expect(result.outcomes[0].failures).toEqual([
      { step: 'qbicSecurity', code: 'ERROR_LOCKING_QBIC_DEVICE', status: 400, detail: 'too short' },
    ]);
  });

  it('signs in again once when a kept token is no longer accepted', async () => {
    let refused = false;
    const { client, calls } = fakeClient((_, what) => {
      if (what.startsWith('player_name') && !refused) {
        refused = true;
        return new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 401 });
      }
      return null;
    });
    const cache = createTokenCache();
    cache.set('10.0.0.1', 'QB1', 'stale');
    const result = await runConfiguration([PLAYERS[0]], { client, tenantId: 'acme', plan: plan(), cache });
    expect(result.succeeded).toBe(1);
    expect(callsOf(calls, '10.0.0.1').filter((call) => call === 'player_name=Hall')).toHaveLength(2);
    expect(cache.get('10.0.0.1', 'QB1')).toBe('t-10.0.0.1');
  });

  it('ends every unfinished player as cancelled when the run is cancelled, keeping those already done', async () => {
    const controller = new AbortController();
    const { client } = fakeClient((ip, what) =>
      ip !== '10.0.0.1' && what.startsWith('app') ? 'hang' : null,
    );
    const events: BulkSaveEvent[] = [];
    const run = runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: plan({ app: file('app-3.0.0.apk') }),
      concurrency: 1,
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'progress' && event.index === 1 && event.player > 50) controller.abort();
      },
    });
    const result = await run;
    expect(result.cancelled).toBe(true);
    expect(result.outcomes.map((outcome) => outcome.state)).toEqual(['succeeded', 'cancelled', 'cancelled']);
    expect(result.outcomes[1].done).toEqual(['authorize', 'deviceName', 'keypadVolume']);
    expect(result.outcomes[2].done).toEqual([]);
    expect(events.filter((event) => event.type === 'final')).toHaveLength(3);
    expect(events.at(-1)?.overall).toBe(100);
  });
});

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

  it('downloads a firmware ZIP URL once for every player and installs it; a failed download fails that step only', async () => {
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

    const missing = vi.fn(async () => new Response('no', { status: 404 }));
    const failed = await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: {
        ...plan,
        tasks: [{ group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Hall' }] }],
      },
      fetch: missing as typeof fetch,
    });
    expect(missing).toHaveBeenCalledTimes(1);
    expect(failed.outcomes[0]).toMatchObject({
      state: 'failed',
      done: ['authorize', 'deviceName'],
      failures: [
        {
          step: 'firmwareUpload',
          code: 'DEVICE_REQUEST_FAILED',
          detail: 'download https://o.example.com/fw-4.5.0.zip (404)',
        },
      ],
    });
  });
});
