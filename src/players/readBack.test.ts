import { describe, expect, it, vi } from 'vitest';
import type { DeviceClient } from './deviceClient';
import { DeviceError } from './errors';
import { NO_LOGIN, readBackPlayers } from './readBack';
import { fakePublicInfo, fakeTokenForAny } from '../test/fakePlayerOpening';

const LOGIN = '<config_logon><username>kiosk</username><password>s3cret</password></config_logon>';

/** Players that open with the factory password; `file` decides what each holds as config_logon.xml. */
function fakeClient(file: (ip: string) => string | DeviceError) {
  const client = {
    publicInfo: fakePublicInfo(),
    requestToken: fakeTokenForAny(),
    settings: vi.fn(async () => ({ play_group: 'Floor 1' })),
    volume: vi.fn(async () => ({ stream_music: 40 })),
    info: vi.fn(async () => ({ app_version: '2.1.0', firmware_version: '4.3.0' })),
    readFile: vi.fn(async ({ ip }: { ip: string }, name: string) => {
      expect(name).toBe('config_logon.xml');
      const answer = file(ip);
      if (answer instanceof DeviceError) throw answer;
      return answer;
    }),
  };
  return client as unknown as DeviceClient;
}

const players = [1, 2, 3].map((n) => ({ ip: `10.0.0.${n}`, serial_number: `QB${n}` }));

describe('readBackPlayers', () => {
  it('reads what each player holds, its login without the password, and a player without a login file as no login', async () => {
    const client = fakeClient((ip) =>
      ip.endsWith('.1')
        ? LOGIN
        : ip.endsWith('.2')
          ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 404 })
          : new DeviceError('UNREACHABLE_DEVICE'),
    );
    const results = await readBackPlayers(players, { client, tenantId: 'acme', concurrency: 2 });
    expect(results[0]).toMatchObject({
      ok: true,
      value: {
        settings: { play_group: 'Floor 1' },
        volume: { stream_music: 40 },
        info: { app_version: '2.1.0' },
        login: { username: 'kiosk', hasPassword: true },
      },
    });
    expect(JSON.stringify(results[0])).not.toContain('s3cret');
    expect(results[1]).toMatchObject({ ok: true, value: { login: NO_LOGIN } });
    // A player that stops answering half-way is unreadable, not a player without a login.
    expect(results[2]).toMatchObject({ ok: false, error: { code: 'UNREACHABLE_DEVICE' } });
  });

  it('never has more players in flight than its concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    const client = fakeClient(() => LOGIN);
    const settings = client.settings;
    client.settings = async (...args) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return settings(...args);
    };
    const many = Array.from({ length: 12 }, (_, n) => ({
      ip: `10.0.0.${n + 1}`,
      serial_number: `QB${n + 1}`,
    }));
    const results = await readBackPlayers(many, { client, tenantId: 'acme', concurrency: 4 });
    expect(results.every((result) => result.ok)).toBe(true);
    expect(peak).toBe(4);
  });
});
