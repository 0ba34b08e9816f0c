import { describe, expect, it, vi } from 'vitest';
import type { DeviceClient } from './deviceClient';
import { derivedPassword } from './derivedPassword';
import { DeviceError } from './errors';
import { readPlayersInfo, takeScreenshot, waitUntilBack } from './inspect';
import { fakePublicInfo } from '../test/fakePlayerOpening';

const PLAYERS = [
  { ip: '10.0.0.1', serial_number: 'QB1' },
  { ip: '10.0.0.2', serial_number: 'QB2', isPasswordProtected: true },
  { ip: '10.0.0.3', serial_number: 'QB3' },
];

/** QB1 opens with the factory password, QB2 with the derived one, QB3 with neither. */
function fakeClient() {
  const passwords: Record<string, string> = {
    '10.0.0.1': '12345678',
    '10.0.0.2': derivedPassword('acme', 'QB2'),
    '10.0.0.3': 'someone-elses',
  };
  const client = {
    publicInfo: fakePublicInfo('TD-1070'),
    requestToken: vi.fn(async (ip: string, password: string) => {
      if (passwords[ip] !== password) throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 });
      return { accessToken: `t-${ip}` };
    }),
    info: vi.fn(async (session: { ip: string; token: string }) => ({
      firmware_version: `fw-${session.token}`,
      app_version: '2.1.0',
    })),
    screenshot: vi.fn(
      async (_session: { ip: string; token: string }) => new Blob(['jpeg'], { type: 'image/jpeg' }),
    ),
  };
  return { client: client as unknown as DeviceClient, mock: client };
}

describe('reading players', () => {
  it('reads the versions of each player it can open; without a prompt the others are unlockable', async () => {
    const { client } = fakeClient();
    const results = await readPlayersInfo(PLAYERS, { client, tenantId: 'acme' });
    expect(results.map((result) => (result.ok ? result.value.firmware_version : result.error.code))).toEqual([
      'fw-t-10.0.0.1',
      'fw-t-10.0.0.2',
      'UNLOCKABLE_DEVICE',
    ]);
  });

  it('takes a screenshot after asking for the password when no known one opens the player', async () => {
    const { client, mock } = fakeClient();
    const prompt = vi.fn(async () => 'someone-elses');
    const blob = await takeScreenshot(PLAYERS[2], { client, tenantId: 'acme', prompt });
    expect(blob.type).toBe('image/jpeg');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(mock.screenshot.mock.calls[0][0]).toEqual({ ip: '10.0.0.3', token: 't-10.0.0.3' });
  });
});

describe('waiting for a rebooted player', () => {
  it('answers true once the player answers with its serial number again', async () => {
    const { client, mock } = fakeClient();
    mock.publicInfo
      .mockRejectedValueOnce(new DeviceError('UNREACHABLE_DEVICE'))
      .mockRejectedValueOnce(new DeviceError('UNREACHABLE_DEVICE'));
    expect(await waitUntilBack(PLAYERS[0], { client, intervalMs: 5, timeoutMs: 2_000 })).toBe(true);
    expect(mock.publicInfo).toHaveBeenCalledTimes(3);
  });

  it('keeps waiting while the address answers with another serial, and gives up after the timeout', async () => {
    // On the test's own clock: a busy machine may run a 5 ms pause late, which must not change what is checked.
    vi.useFakeTimers();
    try {
      const { client, mock } = fakeClient();
      mock.publicInfo.mockResolvedValue({ serial_number: 'QX9', model_id: 'm', player_name: 'p' });
      let ended = false;
      const back = waitUntilBack(PLAYERS[0], { client, intervalMs: 5, timeoutMs: 60 }).finally(() => {
        ended = true;
      });
      await vi.advanceTimersByTimeAsync(55);
      expect(ended).toBe(false);
      expect(mock.publicInfo.mock.calls.length).toBeGreaterThan(2);
      await vi.advanceTimersByTimeAsync(10);
      expect(await back).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once when cancelled', async () => {
    const { client, mock } = fakeClient();
    const controller = new AbortController();
    const waiting = waitUntilBack(PLAYERS[0], { client, signal: controller.signal, intervalMs: 10_000 });
    controller.abort();
    expect(await waiting).toBe(false);
    expect(mock.publicInfo).not.toHaveBeenCalled();
  });
});
