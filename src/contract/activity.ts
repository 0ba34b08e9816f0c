import type { RecordBase } from './records';

/**
 * The activity log (issue 34): what the console did, kept as records of the `activity` resource. Who and when are
 * the server's fields (`createdBy`, `createdAt`, from the token); an entry carries what, on which targets, and the
 * outcome per target.
 */

/** Every action the console records, by the id an entry keeps (its words: `dm.activity.actions.<id>`). */
export const ACTIVITY_ACTIONS = [
  'player.lock',
  'player.unlock',
  'player.reboot',
  'player.configure',
  'player.sheetPush',
  'player.driftApply',
  'player.rolloutStart',
  'player.rolloutEnd',
  'device.configure',
  'device.bulkPush',
  'device.forceConfigure',
  'device.unregister',
  'device.labelGroup',
  'device.screenshot',
  'device.revert',
  'kiosk.settings',
  'workplace.settings',
  'workplace.save',
  'profile.save',
  'profile.delete',
  'theme.save',
  'theme.delete',
  'contentItem.save',
  'contentItem.delete',
  'contentRule.save',
  'contentRule.delete',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What became of one target. */
type TargetOutcome = 'succeeded' | 'failed';
/** What became of the whole action: every target, none, or some. */
export type ActivityOutcome = 'succeeded' | 'partial' | 'failed';

/** Values of a settings change, by field (dotted paths for nested fields); secrets are never among them. */
export type ActivityValues = Record<string, unknown>;

/** One thing an action was taken on: a player, a device, a profile, the tenant's settings. */
export interface ActivityTarget {
  id: string;
  name: string;
  outcome: TargetOutcome;
  /** Why it failed: a translation key of the console, or the text the backend or the player gave. */
  error?: string;
  /** The values the error's text names (`%{detail}` of a translation key). */
  errorArgs?: Record<string, string | number>;
  /** The changed values as they were and as the action left them (settings changes only). */
  before?: ActivityValues;
  after?: ActivityValues;
  /** The names of ids among the values (a room, a profile), to show them by: the values keep ids, so a revert can set them. */
  names?: Record<string, string>;
}

/** The client's fields of an entry. */
export interface ActivityFields {
  action: ActivityAction;
  outcome: ActivityOutcome;
  /** Over the whole action, every part included. */
  counts: { succeeded: number; failed: number };
  targets: ActivityTarget[];
  /** "<id> <name>" of every target: what the target filter searches (`targetText_like`, contains). */
  targetText: string[];
  /** An action on more targets than one entry holds is kept as several entries, its parts. */
  part?: { group: string; index: number; of: number };
  /** A few facts of the action itself (the firmware a rollout installs, the sheet pushed), as short texts. */
  detail?: Record<string, string | number>;
}

export type ActivityEntry = RecordBase & ActivityFields;
