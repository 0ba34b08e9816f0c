/** A staged rollout of one app or firmware file to many QBIC players (issue 23). */

export type RolloutKind = 'app' | 'firmware';

/** Where one player is. Final: updated, failed, skipped, current, notStarted, unverified. */
export type RolloutPhase =
  | 'waiting'
  | 'uploading'
  | 'uploaded'
  | 'rebooting'
  | 'updated'
  | 'failed'
  | 'skipped'
  | 'current'
  | 'notStarted'
  | 'unverified';

/**
 * Why a player failed its gate or was left out before the start; for an updated player, that it came back only
 * after the time allowed (found when checked again).
 */
export type RolloutReason =
  | 'didNotReturn'
  | 'lateReturn'
  | 'oldVersion'
  | 'refusedFile'
  | 'wrongSerial'
  | 'unreachable'
  | 'lockedByOther'
  /** Holds a password of its own that this console set (the player form), and it was not entered. */
  | 'ownPassword'
  | 'offline'
  /** Did not answer, and its own on/off schedule has it off now: not in trouble. */
  | 'offBySchedule'
  | 'failed';

export interface RolloutPlayer {
  ip: string;
  serial: string;
  name: string;
  /** Index of the player's wave; null when it was skipped before the start. */
  wave: number | null;
  phase: RolloutPhase;
  reason?: RolloutReason;
  /** The player's own words, when it gave them (a refused file). */
  detail?: string;
  versionBefore?: string;
  versionAfter?: string;
  /** The version the player answered for the upload: what it must report after its reboot. */
  expectedVersion?: string;
  /** The player accepted the file: it never gets it again. */
  accepted: boolean;
  /** The administrator went on without this failed player: it no longer holds its wave's gate. */
  waived?: boolean;
  /** Upload progress, 0–100. */
  progress: number;
  startedAt?: number;
  endedAt?: number;
}

export interface RolloutSettings {
  /** Players in the first wave. */
  canary: number;
  /** The growing waves after the canary, each a percent of all players of the rollout; the rest follow. */
  wavePercents: number[];
  /** How long a player may take to come back from its reboot. */
  returnWithinMs: number;
  /** A later wave pauses the rollout when more than this percent of its players fail. */
  maxFailurePercent: number;
}

type RolloutStatus = 'ready' | 'running' | 'paused' | 'aborted' | 'done';

/** Why a rollout paused: a failed canary, too many failures in a later wave, or the administrator. */
export type PauseCause = 'canaryFailed' | 'tooManyFailed' | 'byUser' | 'interrupted';

export interface RolloutFile {
  name: string;
  size: number;
  lastModified: number;
}

export interface Rollout {
  id: string;
  kind: RolloutKind;
  file: RolloutFile;
  settings: RolloutSettings;
  /** Players per wave, in order. */
  waveSizes: number[];
  status: RolloutStatus;
  /** The wave being run, or the one to run next. */
  wave: number;
  pause?: { cause: PauseCause; wave: number };
  players: RolloutPlayer[];
  /** Who started it: another administrator of the tenant signing in to this browser is told whose it is. */
  startedBy?: { id: string; name: string };
  createdAt: number;
  updatedAt: number;
  endedAt?: number;
  /** Its record in the records resource `rollouts`, when the platform keeps records (issue 34). */
  shared?: SharedLink;
}

/** How a browser's rollout is tied to its shared record: which record, the version last written, and the key
 * that names this browser as its holder. */
interface SharedLink {
  recordId: string;
  version: number;
  holderKey: string;
}
