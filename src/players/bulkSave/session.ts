import { isDeviceError } from '../errors';
import { authorize, type Authorization, type AuthorizeOptions } from '../passwordStrategy';
import type { DeviceSession, PlayerRef } from '../types';

/** A player's token for the length of a run, shared by the calls made side by side on it. */
export interface PlayerSession {
  /** Signs in (once); fails with the password strategy's named error. */
  open(): Promise<Authorization>;
  /**
   * Runs a call with the token. A kept token the player no longer accepts is dropped and the player signed
   * in afresh, once for all calls, and the call made again.
   */
  call<R>(work: (session: DeviceSession) => Promise<R>): Promise<R>;
  /** Forgets the token (the player restarted). */
  forget(): void;
}

export function createPlayerSession(player: PlayerRef, options: AuthorizeOptions): PlayerSession {
  let current: Promise<Authorization> | null = null;
  let renewed = false;
  const open = () => (current ??= authorize(player, options));
  return {
    open,
    async call(work) {
      const first = await open();
      try {
        return await work(first.session);
      } catch (error) {
        if (first.source !== 'cached' || !isDeviceError(error, 'QBIC_AUTHORIZATION_FAILURE')) throw error;
        if (!renewed) {
          renewed = true;
          options.cache?.delete(player.ip, player.serial_number);
          current = authorize(player, options);
        }
        return work((await open()).session);
      }
    },
    forget() {
      options.cache?.delete(player.ip, player.serial_number);
    },
  };
}
