import { describe, expect, it, vi } from 'vitest';
import { lockPlayers, rebootPlayers, unlockPlayers, withSession } from './actions';
import type { DeviceClient } from './deviceClient';
import { derivedPassword } from './derivedPassword';
import { DeviceError } from './errors';
import { createTokenCache } from './tokenCache';
import { fakePublicInfo, fakeTokenForAny } from '../test/fakePlayerOpening';

const PLAYERS = [
  { ip: '10.0.0.1', serial_number: 'QB1' },
  { ip: '10.0.0.2', serial_number: 'QB2' },
];

/** Players that open with the factory password; `fail` decides how the action call ends per ip. */
function fakeClient(fail: (ip: string) => DeviceError | null = () => null) {
  const call = vi.fn(async (session: { ip: string }, _value?: unknown) => {
    const error = fail(session.ip);
    if (error) throw error;
  });
  const client = {
    publicInfo: fakePublicInfo(),
    requestToken: fakeTokenForAny(),
    setPassword: call,
    resetPassword: call,
    reboot: call,
  };
  return { client: client as unknown as DeviceClient, call, mock: client };
}

const codes = (results: { ok: boolean; error?: DeviceError }[]) =>
  results.map((result) => (result.ok ? 'ok' : result.error?.code));

describe('player actions', () => {
  it('locks each player with its own derived password', async () => {
    const { client, call } = fakeClient();
    const results = await lockPlayers(PLAYERS, { client, tenantId: 'acme', enableQbicSecurity: true });
    expect(codes(results)).toEqual(['ok', 'ok']);
    expect(results[0]).toMatchObject({ ok: true, value: { isPasswordProtected: true } });
    expect(call.mock.calls.map(([session, password]) => [session.ip, password])).toEqual([
      ['10.0.0.1', derivedPassword('acme', 'QB1')],
      ['10.0.0.2', derivedPassword('acme', 'QB2')],
    ]);
  });

  it('refuses the whole lock when QBIC security is disabled, touching no player', async () => {
    const { client, mock } = fakeClient();
    await expect(
      lockPlayers(PLAYERS, { client, tenantId: 'acme', enableQbicSecurity: false }),
    ).rejects.toMatchObject({
      code: 'QBIC_SECURITY_DISABLED',
    });
    expect(mock.publicInfo).not.toHaveBeenCalled();
  });

  it('names a refused lock or unlock per player and keeps network failures as unreachable', async () => {
    const fail = (ip: string) =>
      ip === '10.0.0.1'
        ? new DeviceError('DEVICE_REQUEST_FAILED', {
            status: 400,
            detail: 'password must be 4 to 16 characters',
          })
        : new DeviceError('UNREACHABLE_DEVICE');
    const lock = await lockPlayers(PLAYERS, {
      client: fakeClient(fail).client,
      tenantId: 'a',
      enableQbicSecurity: true,
    });
    expect(codes(lock)).toEqual(['ERROR_LOCKING_QBIC_DEVICE', 'UNREACHABLE_DEVICE']);
    expect(lock[0].ok ? null : lock[0].error.detail).toBe('password must be 4 to 16 characters');
    const unlock = await unlockPlayers(PLAYERS, { client: fakeClient(fail).client, tenantId: 'a' });
    expect(codes(unlock)).toEqual(['ERROR_UNLOCKING_QBIC_DEVICE', 'UNREACHABLE_DEVICE']);
    expect(unlock[1].ok).toBe(false);
  });

  it('forgets kept tokens of rebooted players', async () => {
    const cache = createTokenCache();
    const { client } = fakeClient();
    const results = await rebootPlayers(PLAYERS, { client, tenantId: 'acme', cache });
    expect(codes(results)).toEqual(['ok', 'ok']);
    expect(cache.get('10.0.0.1', 'QB1')).toBeUndefined();
  });

  it('retries once with a fresh token when a kept one is refused', async () => {
    const cache = createTokenCache();
    cache.set('10.0.0.1', 'QB1', 'stale');
    const { client, mock } = fakeClient();
    const work = vi.fn(async (session: { token: string }) => {
      if (session.token === 'stale') throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 401 });
      return session.token;
    });
    expect(await withSession(PLAYERS[0], { client, tenantId: 'acme', cache }, work)).toBe('t-10.0.0.1');
    expect(work).toHaveBeenCalledTimes(2);
    expect(mock.requestToken).toHaveBeenCalledTimes(1);
    expect(cache.get('10.0.0.1', 'QB1')).toBe('t-10.0.0.1');
  });

  it('does not retry a refusal of a token it just obtained', async () => {
    const { client } = fakeClient();
    const work = vi.fn(async () => {
      throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 401 });
    });
    await expect(withSession(PLAYERS[0], { client, tenantId: 'acme' }, work)).rejects.toMatchObject({
      code: 'QBIC_AUTHORIZATION_FAILURE',
    });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
