/** Players for configuration runs that record every call, and the plans the runs carry out. */
import { vi } from 'vitest';
import type { ConfigurationPlan } from '../players/bulkSave/plan';
import type { DeviceClient, UploadOptions } from '../players/deviceClient';
import { DeviceError } from '../players/errors';
import type { DeviceSession } from '../players/types';
import { fakePublicInfo } from './fakePlayerOpening';

export const PLAYERS = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((ip) => ({
  ip,
  serial_number: `QB${ip.split('.')[3]}`,
}));
export const file = (name: string) => Object.assign(new Blob(['x']), { name });

export type Failure = (ip: string, what: string) => DeviceError | null | 'hang';

/** Players that open with the factory password and record every call; `failure` decides per call. */
export function fakeClient(failure: Failure = () => null) {
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
    publicInfo: fakePublicInfo(),
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

export const plan = (changes: Partial<ConfigurationPlan> = {}): ConfigurationPlan => ({
  tasks: [
    { group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Hall' }] },
    { group: 'keypadVolume', calls: [{ kind: 'volume', stream: 'stream_music', value: 40 }] },
  ],
  reboot: false,
  ...changes,
});

export const callsOf = (calls: string[], ip: string) =>
  calls.filter((call) => call.startsWith(`${ip} `)).map((call) => call.slice(ip.length + 1));
