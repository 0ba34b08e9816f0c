import { DEFAULT_DEVICE_PASSWORD } from '../config';
import type { DeviceClient } from './deviceClient';
import { derivedPassword } from './derivedPassword';
import { DeviceError, isDeviceError, toDeviceError, type DeviceErrorCode } from './errors';
import type { CallOptions } from './request';
import type { TokenCache } from './tokenCache';
import type { DeviceSession, PlayerRef } from './types';

/**
 * Device authentication (001 §4) as a pure state machine: the factory password, then the tenant-derived
 * one (the other way round for a player known to be protected), then the user's typed password when a
 * prompt is available, else UNLOCKABLE_DEVICE.
 */
type PasswordSource = 'factory' | 'derived' | 'typed';

export type AuthState =
  | { kind: 'try'; source: PasswordSource; remaining: PasswordSource[] }
  | { kind: 'prompt' }
  | { kind: 'authorized'; source: PasswordSource }
  | { kind: 'failed'; code: DeviceErrorCode };

export type AuthEvent =
  | { type: 'accepted' }
  | { type: 'rejected' }
  | { type: 'error'; code: DeviceErrorCode }
  | { type: 'typed' }
  | { type: 'cancelled' };

export function initialAuthState(isPasswordProtected = false): AuthState {
  return isPasswordProtected
    ? { kind: 'try', source: 'derived', remaining: ['factory'] }
    : { kind: 'try', source: 'factory', remaining: ['derived'] };
}

/** The next state; `interactive` says whether the user can be asked for the password. */
export function nextAuthState(state: AuthState, event: AuthEvent, interactive: boolean): AuthState {
  if (state.kind === 'try') {
    if (event.type === 'accepted') return { kind: 'authorized', source: state.source };
    if (event.type === 'error') return { kind: 'failed', code: event.code };
    if (event.type === 'rejected') {
      if (state.source === 'typed') return { kind: 'failed', code: 'QBIC_AUTHORIZATION_FAILURE' };
      const [next, ...rest] = state.remaining;
      if (next) return { kind: 'try', source: next, remaining: rest };
      return interactive ? { kind: 'prompt' } : { kind: 'failed', code: 'UNLOCKABLE_DEVICE' };
    }
  }
  if (state.kind === 'prompt') {
    if (event.type === 'typed') return { kind: 'try', source: 'typed', remaining: [] };
    if (event.type === 'cancelled') return { kind: 'failed', code: 'USER_CANCELLATION' };
  }
  throw new Error(`No transition from ${state.kind} on ${event.type}`);
}

/** Asks the user for a player's password: the typed text, or null when cancelled. */
export type PasswordPrompt = (player: PlayerRef) => Promise<string | null>;

export interface AuthorizeOptions extends CallOptions {
  client: DeviceClient;
  tenantId: string;
  cache?: TokenCache;
  /** Without a prompt (bulk mode) a player no known password opens is UNLOCKABLE_DEVICE. */
  prompt?: PasswordPrompt;
}

export interface Authorization {
  session: DeviceSession;
  /** Which password opened the player; 'cached' when a kept token was reused. */
  source: PasswordSource | 'cached';
}

async function checkSerial(player: PlayerRef, options: AuthorizeOptions): Promise<void> {
  const info = await options.client.publicInfo(player.ip, options);
  if (info.serial_number.toLowerCase() !== player.serial_number.toLowerCase()) {
    throw new DeviceError('SERIAL_NUMBER_IP_ADDRESS_MISMATCH');
  }
}

/**
 * Gets a token for a player: a kept one, or by walking the password states. The player's serial number is
 * checked first (the derived password depends on it). Fails with a DeviceError naming the outcome.
 */
export async function authorize(player: PlayerRef, options: AuthorizeOptions): Promise<Authorization> {
  const { client, cache } = options;
  const kept = cache?.get(player.ip, player.serial_number);
  if (kept) return { session: { ip: player.ip, token: kept }, source: 'cached' };
  await checkSerial(player, options);
  const interactive = options.prompt !== undefined;
  let state = initialAuthState(player.isPasswordProtected);
  let typed = '';
  let token = '';
  for (;;) {
    if (state.kind === 'authorized') return { session: { ip: player.ip, token }, source: state.source };
    if (state.kind === 'failed') throw new DeviceError(state.code);
    if (state.kind === 'prompt') {
      const answer = await options.prompt?.(player);
      if (options.signal?.aborted) throw new DeviceError('USER_CANCELLATION');
      typed = answer ?? '';
      state = nextAuthState(state, { type: answer == null ? 'cancelled' : 'typed' }, interactive);
      continue;
    }
    const password =
      state.source === 'factory'
        ? DEFAULT_DEVICE_PASSWORD
        : state.source === 'derived'
          ? derivedPassword(options.tenantId, player.serial_number)
          : typed;
    try {
      const answer = await client.requestToken(player.ip, password, options);
      cache?.set(player.ip, player.serial_number, answer.accessToken, answer.expiresInMs);
      token = answer.accessToken;
      state = nextAuthState(state, { type: 'accepted' }, interactive);
    } catch (error) {
      // Anything but a refused password (unreachable, cancelled, a failing player) ends here, detail kept.
      if (!isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) throw toDeviceError(error);
      state = nextAuthState(state, { type: 'rejected' }, interactive);
    }
  }
}

/** Lets one prompt be open at a time when many players ask at once. */
export function queuePrompts(prompt: PasswordPrompt): PasswordPrompt {
  let last: Promise<unknown> = Promise.resolve();
  return (player) => {
    const answer = last.then(() => prompt(player));
    last = answer.catch(() => undefined);
    return answer;
  };
}
