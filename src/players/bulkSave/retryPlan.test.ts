import { describe, expect, it, vi } from 'vitest';
import { DeviceError } from '../errors';
import { PLAYERS, callsOf, fakeClient, file, plan } from '../../test/fakeConfigurationClient';
import type { ConfigurationPlan } from './plan';
import { hasPending, retryPlan } from './retryPlan';
import { runConfiguration } from './runConfiguration';

const whole = (changes: Partial<ConfigurationPlan> = {}) =>
  plan({
    tasks: [
      { group: 'deviceName', calls: [{ kind: 'setting', key: 'player_name', value: 'Hall' }] },
      { group: 'wifi', calls: [{ kind: 'wifiState', value: 'disabled' }, { kind: 'wifiCheck' }] },
      { group: 'qbicSecurity', calls: [{ kind: 'password', value: 'own-pass' }] },
    ],
    app: file('app-3.0.0.apk'),
    firmwareZipUrl: 'https://o.example.com/fw-4.5.0.zip',
    ...changes,
  });
const zip = () => vi.fn(async () => new Response(new Blob(['PK..']), { status: 200 }));

describe('retry of what was not applied', () => {
  it('sends again only what a player did not get, never what it got', async () => {
    const { client, calls } = fakeClient((ip, what) =>
      ip === '10.0.0.2' && what === 'firmware fw-4.5.0.zip'
        ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 500 })
        : null,
    );
    const first = await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: whole(),
      fetch: zip() as typeof fetch,
    });
    const failed = first.outcomes.filter(hasPending);
    expect(failed.map((outcome) => outcome.ip)).toEqual(['10.0.0.2']);
    expect(failed[0].pending).toEqual(['firmwareUpload', 'reboot']);

    calls.length = 0;
    const fetcher = zip();
    const again = await runConfiguration([PLAYERS[1]], {
      client: fakeClient().client,
      tenantId: 'acme',
      plan: whole(),
      plans: [retryPlan(whole(), failed[0])],
      fetch: fetcher as typeof fetch,
    });
    expect(again.outcomes[0]).toMatchObject({ state: 'succeeded', pending: [] });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(retryPlan(whole(), failed[0])).toEqual({
      tasks: [],
      firmwareZipUrl: 'https://o.example.com/fw-4.5.0.zip',
      reboot: false,
    });
  });

  it('restarts alone a player whose firmware went in but whose restart did not', async () => {
    const { client } = fakeClient((_, what) =>
      what === 'reboot' ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 500 }) : null,
    );
    const first = await runConfiguration([PLAYERS[0]], {
      client,
      tenantId: 'acme',
      plan: whole({ firmwareZipUrl: undefined, firmware: file('fw-4.5.0.zip') }),
    });
    expect(first.outcomes[0].pending).toEqual(['reboot']);
    const retry = retryPlan(
      whole({ firmwareZipUrl: undefined, firmware: file('fw-4.5.0.zip') }),
      first.outcomes[0],
    );
    expect(retry).toEqual({ tasks: [], reboot: true });
    const second = fakeClient();
    await runConfiguration([PLAYERS[0]], { client: second.client, tenantId: 'acme', plan: retry });
    expect(callsOf(second.calls, '10.0.0.1')).toEqual(['token 12345678', 'reboot']);
  });

  it('leaves a player that got everything, and one cancelled before it started, as they are', async () => {
    const { client } = fakeClient();
    const done = await runConfiguration([PLAYERS[0]], { client, tenantId: 'acme', plan: plan() });
    expect(hasPending(done.outcomes[0])).toBe(false);
    const stopped = new AbortController();
    stopped.abort();
    const cancelled = await runConfiguration([PLAYERS[0]], {
      client,
      tenantId: 'acme',
      plan: plan(),
      signal: stopped.signal,
    });
    expect(cancelled.outcomes[0]).toMatchObject({
      state: 'cancelled',
      pending: ['deviceName', 'keypadVolume'],
    });
    expect(hasPending(cancelled.outcomes[0])).toBe(true);
  });
});
