import type { DeviceSettingKey } from '../../contract/playerSettings';
import { visibleKey } from '../visibleText';

/**
 * What a drift check compares (issue 23), shared by the console and the mock backend, which keeps saved
 * baselines and the last bulk sheet pushed per tenant.
 */
export const DRIFT_SETTING_FIELDS = [
  'play_group',
  'smil_content_url',
  'app_ota_xml_url',
  'ota_xml_url',
  'schedule_reboot_mode',
  'reboot_time',
  'schedule_on_time',
  'schedule_off_time',
  'is_reboot_optimized',
] as const satisfies readonly DeviceSettingKey[];

export const DRIFT_VOLUME_STREAMS = [
  'stream_music',
  'stream_notification',
  'stream_alarm',
  'stream_system',
] as const;
type VolumeField = `volume_${(typeof DRIFT_VOLUME_STREAMS)[number]}`;

export const DRIFT_FIELDS = [
  ...DRIFT_SETTING_FIELDS,
  ...DRIFT_VOLUME_STREAMS.map((stream): VolumeField => `volume_${stream}`),
  'app_version',
  'firmware_version',
  'login_username',
  'login_password',
] as const;
type DriftField = (typeof DRIFT_FIELDS)[number];

/** Every compared field's value as text: '' when the player does not hold it. */
export type DriftValues = Record<DriftField, string>;

/** What `login_password` holds when the login has a password (never the password itself). */
export const PASSWORD_SET = 'set';

/** Longest name of a saved baseline, and longest value one of its fields may hold. */
export const BASELINE_NAME_MAX = 64;
const BASELINE_VALUE_MAX = 2000;

/** A baseline saved from what a player held, named, kept per tenant. */
export interface SavedBaseline {
  id: string;
  name: string;
  values: DriftValues;
  /** The player it was saved from, as it was then. */
  source: { serialNumber: string; playerName: string };
  /** When it was last written. */
  modifiedDate: string;
  /** Goes up with every write: an overwrite or rename sends the one it started from. */
  version: number;
}

export type SavedBaselineDraft = Pick<SavedBaseline, 'name' | 'values' | 'source'>;

export type BaselineNameProblem = 'empty' | 'tooLong' | 'taken';

/**
 * Two names are the same baseline's when they read the same: ignoring case, the spaces around them and
 * characters that show nothing (see visibleKey).
 */
export const sameBaselineName = (a: string, b: string): boolean => visibleKey(a) === visibleKey(b);

/** Why a name cannot be given to a baseline (`selfId`: the one being renamed), or null. */
export function baselineNameProblem(
  name: string,
  others: readonly Pick<SavedBaseline, 'id' | 'name'>[],
  selfId?: string,
): BaselineNameProblem | null {
  const trimmed = name.trim();
  if (visibleKey(trimmed) === '') return 'empty';
  if (trimmed.length > BASELINE_NAME_MAX) return 'tooLong';
  return others.some((other) => other.id !== selfId && sameBaselineName(other.name, trimmed))
    ? 'taken'
    : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True for exactly the compared fields, each a text of at most BASELINE_VALUE_MAX characters, whose
 * `login_password` tells only whether the login has a password (PASSWORD_SET or ''), never the password.
 */
export function isDriftValues(value: unknown): value is DriftValues {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === DRIFT_FIELDS.length &&
    (value.login_password === PASSWORD_SET || value.login_password === '') &&
    DRIFT_FIELDS.every((field) => {
      const held = value[field];
      return typeof held === 'string' && held.length <= BASELINE_VALUE_MAX;
    })
  );
}

/**
 * One row of the last bulk sheet pushed, as the push asked the player to hold it: its name (blank: the push
 * left the name alone) and its login, whose password is never kept, only whether the row gave one.
 */
export interface SheetPushRow {
  serialNumber: string;
  deviceName: string;
  username: string;
  hasPassword: boolean;
}

/** The last player sheet pushed in a tenant: only the rows that were pushed without a failure. */
export interface LastSheetPushed {
  pushedAt: string;
  /** The user name of the administrator who pushed it. */
  pushedBy: string;
  rows: SheetPushRow[];
}

export function isSheetPushRow(value: unknown): value is SheetPushRow {
  if (!isRecord(value)) return false;
  const { serialNumber, deviceName, username, hasPassword } = value;
  return (
    typeof serialNumber === 'string' &&
    serialNumber.trim() !== '' &&
    serialNumber.length <= 200 &&
    typeof deviceName === 'string' &&
    deviceName.length <= BASELINE_VALUE_MAX &&
    typeof username === 'string' &&
    username.length <= BASELINE_VALUE_MAX &&
    typeof hasPassword === 'boolean'
  );
}
