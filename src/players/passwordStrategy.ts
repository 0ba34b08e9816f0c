import { DEFAULT_DEVICE_PASSWORD } from '../config';
import type { DeviceClient } from './deviceClient';
import { derivedPassword } from './derivedPassword';
import { DeviceError, isDeviceError, toDeviceError, type DeviceErrorCode } from './errors';
import type { PlayerPasswords } from './playerPasswords';
import type { CallOptions } from './request';
import type { TokenCache } from './tokenCache';
import type { DeviceSession, PlayerRef } from './types';

/**
 * Device authentication (001 §4) as a pure state machine: the password this visit knows for the player (one
 * typed at the prompt or set in the player form) when there is one, the factory password, then the tenant-derived
 * one (the other way round for a player known to be protected), then the user's typed password when a prompt is
 * available, else UNLOCKABLE_DEVICE.
 */
type PasswordSource = 'known' | 'factory' | 'derived' | 'typed';

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

export function initialAuthState(isPasswordProtected = false, knowsOwn = false): AuthState {
  const known: PasswordSource[] = isPasswordProtected ? ['derived', 'factory'] : ['factory', 'derived'];
  const [source, ...remaining] = knowsOwn ? (['known', ...known] as PasswordSource[]) : known;
  return { kind: 'try', source, remaining };
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

/** Who gave a player the password that none of the console's known ones opens. */
type LockedBy = 'console' | 'other';

/** What the prompt is told besides the player. */
export interface PromptRequest {
  /** The console gave the player its own password (the player form), or someone else locked it. */
  lockedBy: LockedBy;
  /**
   * Offers a typed password to the player: resolves once it is accepted; rejects with QBIC_AUTHORIZATION_FAILURE
   * when it is refused (the prompt says so and asks again, 001 §4), or with what else stopped the player.
   */
  attempt(password: string): Promise<void>;
}

/**
 * Asks the user for a player's password: the typed text, or null when cancelled. A prompt that offers the text
 * through `attempt` answers only an accepted password; one that does not is answered by trying its text once.
 */
export type PasswordPrompt = (player: PlayerRef, request: PromptRequest) => Promise<string | null>;

export interface AuthorizeOptions extends CallOptions {
  client: DeviceClient;
  tenantId: string;
  cache?: TokenCache;
  /** Without a prompt (bulk mode) a player no known password opens is UNLOCKABLE_DEVICE. */
  prompt?: PasswordPrompt;
  /** The players' own passwords this console set or was told: tried first, and which it set (the prompt says). */
  passwords?: PlayerPasswords;
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
  const { cache, passwords } = options;
  const kept = cache?.get(player.ip, player.serial_number);
  if (kept) return { session: { ip: player.ip, token: kept }, source: 'cached' };
  await checkSerial(player, options);
  const interactive = options.prompt !== undefined;
  const serial = player.serial_number;
  let state = initialAuthState(player.isPasswordProtected, passwords?.known(serial) !== undefined);
  let typed = '';
  let token = '';
  const opened = (password: string, answer: TokenAnswer) => {
    cache?.set(player.ip, serial, answer.accessToken, answer.expiresInMs);
    token = answer.accessToken;
    typed = password;
  };
  for (;;) {
    if (state.kind === 'authorized') {
      // A player open to a password the console always knows holds no password of its own any more.
      if (state.source === 'typed') passwords?.remember(serial, typed);
      else if (state.source !== 'known') passwords?.released(serial);
      return { session: { ip: player.ip, token }, source: state.source };
    }
    if (state.kind === 'failed') throw new DeviceError(state.code);
    if (state.kind === 'prompt') {
      const answer = await askPassword(player, options, opened);
      if (options.signal?.aborted) throw new DeviceError('USER_CANCELLATION');
      if (!answer.accepted) typed = answer.text ?? '';
      state = nextAuthState(state, { type: answer.text == null ? 'cancelled' : 'typed' }, interactive);
      // Accepted in the prompt itself: the player already took it.
      if (answer.accepted) state = nextAuthState(state, { type: 'accepted' }, interactive);
      continue;
    }
    const { source } = state;
    const password =
      source === 'factory'
        ? DEFAULT_DEVICE_PASSWORD
        : source === 'derived'
          ? derivedPassword(options.tenantId, serial)
          : source === 'known'
            ? (passwords?.known(serial) ?? '')
            : typed;
    try {
      opened(password, await options.client.requestToken(player.ip, password, options));
      state = nextAuthState(state, { type: 'accepted' }, interactive);
    } catch (error) {
      // Anything but a refused password (unreachable, cancelled, a failing player) ends here, detail kept.
      if (!isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) throw toDeviceError(error);
      if (source === 'known') passwords?.refused(serial);
      state = nextAuthState(state, { type: 'rejected' }, interactive);
    }
  }
}

type TokenAnswer = Awaited<ReturnType<DeviceClient['requestToken']>>;

/** The prompt's answer: accepted when the player took the password in the prompt itself. */
interface PromptAnswer {
  text: string | null;
  accepted: boolean;
}

/**
 * Opens the prompt for a player (001 §4): each password typed is offered to the player from the prompt, which
 * says a refused one was wrong and asks again. A prompt cancelled after the player stopped answering ends with
 * that failure, not as a cancellation.
 */
async function askPassword(
  player: PlayerRef,
  options: AuthorizeOptions,
  opened: (password: string, answer: TokenAnswer) => void,
): Promise<PromptAnswer> {
  let accepted = false;
  let stopped: DeviceError | undefined;
  const attempt = async (password: string) => {
    try {
      opened(password, await options.client.requestToken(player.ip, password, options));
      accepted = true;
    } catch (error) {
      const failure = toDeviceError(error);
      stopped = isDeviceError(failure, 'QBIC_AUTHORIZATION_FAILURE') ? undefined : failure;
      throw failure;
    }
  };
  const lockedBy: LockedBy = options.passwords?.setByConsole(player.serial_number) ? 'console' : 'other';
  const text = (await options.prompt?.(player, { lockedBy, attempt })) ?? null;
  if (text === null && stopped && !options.signal?.aborted) throw stopped;
  return { text, accepted: accepted && text !== null };
}

/** Lets one prompt be open at a time when many players ask at once. */
export function queuePrompts(prompt: PasswordPrompt): PasswordPrompt {
  let last: Promise<unknown> = Promise.resolve();
  return (player, request) => {
    const answer = last.then(() => prompt(player, request));
    last = answer.catch(() => undefined);
    return answer;
  };
}
