import { describe, expect, it, vi } from 'vitest';
import { DeviceError } from '../errors';
import { createPlayerPasswords } from '../playerPasswords';
import { createTokenCache } from '../tokenCache';
import { runConfiguration } from './runConfiguration';
import type { BulkSaveEvent } from './types';
import { PLAYERS, file, fakeClient, plan, callsOf } from '../../test/fakeConfigurationClient';

describe('runConfiguration: passwords, tokens and cancelling', () => {
  it('asks for the password of each player the known ones do not open, one at a time, also when several are configured', async () => {
    const { client } = fakeClient((ip, what) =>
      ip !== '10.0.0.3' && what.startsWith('token') && what !== 'token typed'
        ? new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 })
        : null,
    );
    let open = 0;
    let most = 0;
    const prompt = vi.fn(async () => {
      most = Math.max(most, ++open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return 'typed';
    });
    const result = await runConfiguration(PLAYERS, { client, tenantId: 'acme', plan: plan(), prompt });
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    expect(result.succeeded).toBe(3);
  });

  it('ends a player no known password opens as UNLOCKABLE_DEVICE when there is nobody to ask', async () => {
    const { client } = fakeClient((ip, what) =>
      ip === '10.0.0.1' && what.startsWith('token')
        ? new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 })
        : null,
    );
    const result = await runConfiguration(PLAYERS, { client, tenantId: 'acme', plan: plan() });
    expect(result.outcomes[0]).toMatchObject({
      state: 'failed',
      failures: [{ step: 'authorize', code: 'UNLOCKABLE_DEVICE' }],
      done: [],
      pending: ['deviceName', 'keypadVolume'],
    });
  });

  it('marks a player given its own password as locked by this console, and unmarks it once it gets a known one back', async () => {
    const { client } = fakeClient();
    const passwords = createPlayerPasswords();
    const own = plan({
      tasks: [{ group: 'qbicSecurity', calls: [{ kind: 'password', value: 'own-pass' }] }],
    });
    await runConfiguration([PLAYERS[0]], { client, tenantId: 'acme', plan: own, passwords });
    expect(passwords.setByConsole('QB1')).toBe(true);
    expect(passwords.known('QB1')).toBe('own-pass');
    const reset = plan({ tasks: [{ group: 'qbicSecurity', calls: [{ kind: 'unlock' }] }] });
    await runConfiguration([PLAYERS[0]], { client, tenantId: 'acme', plan: reset, passwords });
    expect(passwords.setByConsole('QB1')).toBe(false);
    expect(passwords.known('QB1')).toBeUndefined();
  });

  it('fails a player whose prompt was cancelled as locked, saying when this console set its password, while the run goes on', async () => {
    const { client } = fakeClient((ip, what) =>
      ip !== '10.0.0.3' && what.startsWith('token') ? new DeviceError('QBIC_AUTHORIZATION_FAILURE') : null,
    );
    const passwords = createPlayerPasswords();
    passwords.setOwn('QB1', 'forgotten');
    passwords.refused('QB1');
    const prompt = vi.fn(async () => null);
    const result = await runConfiguration(PLAYERS, {
      client,
      tenantId: 'acme',
      plan: plan(),
      prompt,
      passwords,
    });
    expect(result.cancelled).toBe(false);
    expect(result.outcomes.map((outcome) => [outcome.state, outcome.failures])).toEqual([
      ['failed', [{ step: 'authorize', code: 'UNLOCKABLE_DEVICE', ownPassword: true }]],
      ['failed', [{ step: 'authorize', code: 'UNLOCKABLE_DEVICE' }]],
      ['succeeded', []],
    ]);
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
