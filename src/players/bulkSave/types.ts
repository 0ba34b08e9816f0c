import type { DeviceErrorCode } from '../errors';
import type { WifiState } from '../types';
import type { ConfigGroup } from './form';

/** What a configuration run does on a player, in order: sign in, the enabled groups, uploads, restart. */
export type ConfigurationStep = 'authorize' | ConfigGroup | 'appUpload' | 'firmwareUpload' | 'reboot';

/** A step that failed on a player, with the player's own explanation when it gave one. */
export interface StepFailure {
  step: ConfigurationStep;
  code: DeviceErrorCode;
  status?: number;
  detail?: string;
  /** Not opened: the player holds the password this console gave it (the player form), and it was not entered. */
  ownPassword?: true;
}

/** What a player answered when its Wi-Fi was read back after the change. */
export interface WifiAnswer {
  state: WifiState;
  ssid: string;
}

/** The app a player started or stopped. */
export interface AppAnswer {
  pkgname: string;
  state: 'started' | 'stopped';
}

/** Every player ends in one of these. */
type PlayerFinalState = 'succeeded' | 'failed' | 'cancelled';

export interface PlayerOutcome {
  /** The player's position in the run's list. */
  index: number;
  ip: string;
  serial_number: string;
  state: PlayerFinalState;
  /** Why it failed (empty when it succeeded); for a cancelled player, what failed before the cancel. */
  failures: StepFailure[];
  /** Steps that were completed on the player, in order. */
  done: ConfigurationStep[];
  /**
   * The parts of the player's plan it did not get (signing in left out), in the plan's order: empty when it
   * succeeded, every part when nothing was written. A retry sends these and nothing else.
   */
  pending: ConfigurationStep[];
  /** The player's Wi-Fi as it answered after the change (Wi-Fi group only). */
  wifi?: WifiAnswer;
  /** The app it started or stopped (app group only). */
  app?: AppAnswer;
}

export type BulkSaveEvent =
  /** A player moved: its own percent and the overall one (both 0–100, never lower than before). */
  | { type: 'progress'; index: number; ip: string; player: number; overall: number }
  /** A player reached its final state. */
  | { type: 'final'; outcome: PlayerOutcome; overall: number };

export interface BulkSaveResult {
  outcomes: PlayerOutcome[];
  succeeded: number;
  /** Players that failed or were cancelled. */
  failed: number;
  cancelled: boolean;
}
