import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import type { DeviceClient } from './deviceClient';
import { derivedPassword } from './derivedPassword';
import { DeviceError, type DeviceErrorCode } from './errors';
import {
  authorize,
  initialAuthState,
  nextAuthState,
  queuePrompts,
  type AuthState,
  type PasswordPrompt,
} from './passwordStrategy';
import { createPlayerPasswords } from './playerPasswords';
import { createTokenCache } from './tokenCache';

describe('password state machine', () => {
  const run = (start: AuthState, events: Parameters<typeof nextAuthState>[1][], interactive: boolean) =>
    events.reduce((state, event) => nextAuthState(state, event, interactive), start);

  it('tries the factory password, then the derived one, for a player not known to be protected', () => {
    expect(initialAuthState()).toEqual({ kind: 'try', source: 'factory', remaining: ['derived'] });
    expect(run(initialAuthState(), [{ type: 'accepted' }], false)).toEqual({
      kind: 'authorized',
      source: 'factory',
    });
    expect(run(initialAuthState(), [{ type: 'rejected' }, { type: 'accepted' }], false)).toEqual({
      kind: 'authorized',
      source: 'derived',
    });
  });

  it('tries the derived password first for a protected player', () => {
    expect(initialAuthState(true)).toEqual({ kind: 'try', source: 'derived', remaining: ['factory'] });
  });

  it('prompts after both are refused, or reports the player unlockable in bulk mode', () => {
    const refusedTwice = [{ type: 'rejected' as const }, { type: 'rejected' as const }];
    expect(run(initialAuthState(), refusedTwice, true)).toEqual({ kind: 'prompt' });
    expect(run(initialAuthState(), refusedTwice, false)).toEqual({
      kind: 'failed',
      code: 'UNLOCKABLE_DEVICE',
    });
  });

  it('ends a cancelled prompt in USER_CANCELLATION and a wrong typed password in QBIC_AUTHORIZATION_FAILURE', () => {
    const prompt: AuthState = { kind: 'prompt' };
    expect(nextAuthState(prompt, { type: 'cancelled' }, true)).toEqual({
      kind: 'failed',
      code: 'USER_CANCELLATION',
    });
    const typed = nextAuthState(prompt, { type: 'typed' }, true);
    expect(typed).toEqual({ kind: 'try', source: 'typed', remaining: [] });
    expect(nextAuthState(typed, { type: 'rejected' }, true)).toEqual({
      kind: 'failed',
      code: 'QBIC_AUTHORIZATION_FAILURE',
    });
    expect(nextAuthState(typed, { type: 'accepted' }, true)).toEqual({ kind: 'authorized', source: 'typed' });
  });

  it('stops on any other error and refuses impossible transitions', () => {
    expect(nextAuthState(initialAuthState(), { type: 'error', code: 'UNREACHABLE_DEVICE' }, true)).toEqual({
      kind: 'failed',
      code: 'UNREACHABLE_DEVICE',
    });
    expect(() => nextAuthState({ kind: 'prompt' }, { type: 'accepted' }, true)).toThrow(/No transition/);
  });
});

/** A player that accepts one password; records the passwords it was offered. */
function fakePlayer(options: {
  serial?: string;
  password: string;
  reported?: string;
  unreachable?: boolean;
}) {
  const offered: string[] = [];
  const client = {
    publicInfo: vi.fn(async () => {
      if (options.unreachable) throw new DeviceError('UNREACHABLE_DEVICE');
      return {
        serial_number: options.reported ?? options.serial ?? 'QB1',
        model_id: 'TD-1070',
        player_name: 'P',
      };
    }),
    requestToken: vi.fn(async (_ip: string, password: string) => {
      offered.push(password);
      if (password !== options.password) throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 });
      return { accessToken: `token-for-${offered.length}` };
    }),
  };
  return { client: client as unknown as DeviceClient, offered, mock: client };
}

const PLAYER = { ip: '10.0.0.5', serial_number: 'QB1' };
const DERIVED = derivedPassword('acme', 'QB1');

describe('authorize', () => {
  it('opens a factory player with the factory password and keeps the token', async () => {
    const { client, offered, mock } = fakePlayer({ password: '12345678' });
    const cache = createTokenCache();
    const first = await authorize(PLAYER, { client, tenantId: 'acme', cache });
    expect(first).toEqual({ session: { ip: '10.0.0.5', token: 'token-for-1' }, source: 'factory' });
    expect(offered).toEqual(['12345678']);
    const second = await authorize(PLAYER, { client, tenantId: 'acme', cache });
    expect(second.source).toBe('cached');
    expect(mock.requestToken).toHaveBeenCalledTimes(1);
  });

  it('opens a locked player with the derived password, trying it first when the player is known protected', async () => {
    const { client, offered } = fakePlayer({ password: DERIVED });
    expect((await authorize(PLAYER, { client, tenantId: 'ACME' })).source).toBe('derived');
    expect(offered).toEqual(['12345678', DERIVED]);
    const again = fakePlayer({ password: DERIVED });
    await authorize({ ...PLAYER, isPasswordProtected: true }, { client: again.client, tenantId: 'acme' });
    expect(again.offered).toEqual([DERIVED]);
  });

  it('asks the prompt once both fail, and uses what the user typed', async () => {
    const { client, offered } = fakePlayer({ password: 'their-pass' });
    const prompt = vi.fn(async () => 'their-pass');
    const result = await authorize(PLAYER, { client, tenantId: 'acme', prompt });
    expect(result.source).toBe('typed');
    expect(prompt).toHaveBeenCalledWith(PLAYER, expect.objectContaining({ lockedBy: 'other' }));
    expect(offered).toEqual(['12345678', DERIVED, 'their-pass']);
  });

  const cases: [string, PasswordPrompt | undefined, DeviceErrorCode][] = [
    ['a cancelled prompt', async () => null, 'USER_CANCELLATION'],
    ['a wrong typed password', async () => 'wrong', 'QBIC_AUTHORIZATION_FAILURE'],
    ['bulk mode', undefined, 'UNLOCKABLE_DEVICE'],
  ];
  it.each(cases)(
    'ends %s in its named error, never showing the derived password',
    async (_, prompt, code) => {
      const { client } = fakePlayer({ password: 'their-pass' });
      const error = await authorize(PLAYER, { client, tenantId: 'acme', prompt }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DeviceError);
      expect((error as DeviceError).code).toBe(code);
      expect(JSON.stringify({ ...(error as DeviceError), message: (error as Error).message })).not.toContain(
        DERIVED,
      );
    },
  );

  it('refuses a player whose address answers with another serial number, before offering any password', async () => {
    const { client, offered } = fakePlayer({ password: '12345678', reported: 'QB9' });
    await expect(authorize(PLAYER, { client, tenantId: 'acme' })).rejects.toMatchObject({
      code: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
    });
    expect(offered).toEqual([]);
  });

  it('reports an unreachable player as such', async () => {
    const { client } = fakePlayer({ password: '12345678', unreachable: true });
    await expect(authorize(PLAYER, { client, tenantId: 'acme' })).rejects.toMatchObject({
      code: 'UNREACHABLE_DEVICE',
    });
  });
});

describe('the prompt asks again in place', () => {
  /** A prompt that offers each of `typed` in turn, as a person would after being told the last was wrong. */
  const typing = (typed: string[], told: unknown[] = []): PasswordPrompt =>
    vi.fn(async (_player, { attempt }) => {
      for (const text of typed) {
        try {
          await attempt(text);
          return text;
        } catch (error) {
          told.push(error);
        }
      }
      return null;
    });

  it('says a wrong password was wrong and takes the right one in the same prompt', async () => {
    const { client, offered } = fakePlayer({ password: 'their-pass' });
    const told: unknown[] = [];
    const prompt = typing(['wrong', 'their-pass'], told);
    const cache = createTokenCache();
    const result = await authorize(PLAYER, { client, tenantId: 'acme', prompt, cache });
    expect(result).toEqual({ session: { ip: '10.0.0.5', token: 'token-for-4' }, source: 'typed' });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(told).toEqual([expect.objectContaining({ code: 'QBIC_AUTHORIZATION_FAILURE' })]);
    expect(offered).toEqual(['12345678', DERIVED, 'wrong', 'their-pass']);
    expect(cache.get('10.0.0.5', 'QB1')).toBe('token-for-4');
  });

  it('ends a prompt cancelled after wrong passwords as a cancellation, and one the player stopped answering as offline', async () => {
    const { client } = fakePlayer({ password: 'their-pass' });
    await expect(
      authorize(PLAYER, { client, tenantId: 'acme', prompt: typing(['wrong', 'also-wrong']) }),
    ).rejects.toMatchObject({ code: 'USER_CANCELLATION' });
    const gone = fakePlayer({ password: 'their-pass' });
    gone.mock.requestToken.mockImplementationOnce(async () => {
      throw new DeviceError('QBIC_AUTHORIZATION_FAILURE');
    });
    gone.mock.requestToken.mockImplementationOnce(async () => {
      throw new DeviceError('QBIC_AUTHORIZATION_FAILURE');
    });
    gone.mock.requestToken.mockImplementationOnce(async () => {
      throw new DeviceError('UNREACHABLE_DEVICE');
    });
    await expect(
      authorize(PLAYER, { client: gone.client, tenantId: 'acme', prompt: typing(['their-pass']) }),
    ).rejects.toMatchObject({ code: 'UNREACHABLE_DEVICE' });
  });

  it('tells the prompt whether this console set the password, and knows an accepted one for the visit', async () => {
    const { client, offered } = fakePlayer({ password: 'own-pass' });
    const passwords = createPlayerPasswords();
    passwords.setOwn('qb1', 'own-pass');
    passwords.refused('QB1');
    const prompt = typing(['own-pass']);
    await authorize(PLAYER, { client, tenantId: 'acme', prompt, passwords });
    expect(prompt).toHaveBeenCalledWith(PLAYER, expect.objectContaining({ lockedBy: 'console' }));
    // Known now: the next sign-in (after a restart, say) offers it first and asks nobody.
    offered.length = 0;
    const again = await authorize(PLAYER, { client, tenantId: 'acme', prompt, passwords });
    expect(again.source).toBe('known');
    expect(offered).toEqual(['own-pass']);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('drops a known password the player refuses, and the mark once a password the console knows opens it', async () => {
    const { client, offered } = fakePlayer({ password: '12345678' });
    const passwords = createPlayerPasswords();
    passwords.setOwn('QB1', 'old-own');
    const result = await authorize(PLAYER, { client, tenantId: 'acme', passwords });
    expect(result.source).toBe('factory');
    expect(offered).toEqual(['old-own', '12345678']);
    expect(passwords.known('QB1')).toBeUndefined();
    expect(passwords.setByConsole('QB1')).toBe(false);
  });
});

describe('queuePrompts', () => {
  it('opens one prompt at a time', async () => {
    let open = 0;
    let peak = 0;
    const opened: string[] = [];
    const answered: Record<string, ReturnType<typeof deferred<void>>> = {
      a: deferred(),
      b: deferred(),
      c: deferred(),
    };
    const queued = queuePrompts(async (player) => {
      open += 1;
      peak = Math.max(peak, open);
      opened.push(player.ip);
      await answered[player.ip].promise;
      open -= 1;
      return player.ip;
    });
    const request = { lockedBy: 'other' as const, attempt: async () => undefined };
    const answers = Promise.all(['a', 'b', 'c'].map((ip) => queued({ ip, serial_number: ip }, request)));
    // The user answers each prompt in turn; the next opens only then.
    for (const ip of ['a', 'b', 'c']) {
      await vi.waitFor(() => expect(opened.at(-1)).toBe(ip));
      expect(open).toBe(1);
      answered[ip].resolve();
    }
    expect(await answers).toEqual(['a', 'b', 'c']);
    expect(peak).toBe(1);
  });
});
