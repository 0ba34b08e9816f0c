import { KEYPAD_VOLUME_STREAM } from '../../../config';
import type { DeviceSettingKey } from '../../../contract/playerSettings';
import type { DeviceErrorCode, PlayerHoldings, PlayerRef, ReadBackResult } from '../../../devices';
import type { ConfigGroup, ConfigurationPlan, DeviceCall } from '../../../devices/bulkSave';

/**
 * Drift against a baseline (issue 23): what each player holds, flattened to named text values, compared with
 * what the baseline holds. A player's own name is not compared (every player has its own), nor `content_url`,
 * which reports what `smil_content_url` (the content URL the console sets) points at.
 */
const SETTING_FIELDS = [
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

const VOLUME_STREAMS = ['stream_music', 'stream_notification', 'stream_alarm', 'stream_system'] as const;
type VolumeField = `volume_${(typeof VOLUME_STREAMS)[number]}`;

export const DRIFT_FIELDS = [
  ...SETTING_FIELDS,
  ...VOLUME_STREAMS.map((stream): VolumeField => `volume_${stream}`),
  'app_version',
  'firmware_version',
  'login_username',
  'login_password',
] as const;
export type DriftField = (typeof DRIFT_FIELDS)[number];

/** Every compared field's value as text: '' when the player does not hold it. */
export type DriftValues = Record<DriftField, string>;

/** What `login_password` holds when the login has a password (never the password itself). */
export const PASSWORD_SET = 'set';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A player's holdings as the compared values. */
export function driftValues(holdings: PlayerHoldings): DriftValues {
  const values = {} as DriftValues;
  for (const key of SETTING_FIELDS) values[key] = text(holdings.settings[key]);
  for (const stream of VOLUME_STREAMS) values[`volume_${stream}`] = text(holdings.volume[stream]);
  values.app_version = text(holdings.info.app_version);
  values.firmware_version = text(holdings.info.firmware_version);
  values.login_username = holdings.login.username;
  values.login_password = holdings.login.hasPassword ? PASSWORD_SET : '';
  return values;
}

/** What a drift check compares against: values read from a player, or a saved baseline. */
export interface Baseline {
  /** The player's name, or the saved baseline's name. */
  label: string;
  /** The baseline player's serial number, when the baseline is a player (it is not checked against itself). */
  serial_number?: string;
  values: DriftValues;
}

export interface FieldDifference {
  field: DriftField;
  expected: string;
  actual: string;
}

export interface DriftedPlayer<P extends PlayerRef> {
  player: P;
  differences: FieldDifference[];
}

export interface UnreadablePlayer<P extends PlayerRef> {
  player: P;
  code: DeviceErrorCode;
}

export interface DriftReport<P extends PlayerRef> {
  /** Players holding something other than the baseline, with only the fields that differ, in field order. */
  drifted: DriftedPlayer<P>[];
  /** Players that could not be read: not drifted, not matching, unknown. */
  unreadable: UnreadablePlayer<P>[];
  /** Players that hold exactly the baseline. */
  matching: number;
}

/** The fields where `actual` differs from `expected`, in field order. */
export function differencesOf(expected: DriftValues, actual: DriftValues): FieldDifference[] {
  return DRIFT_FIELDS.filter((field) => expected[field] !== actual[field]).map((field) => ({
    field,
    expected: expected[field],
    actual: actual[field],
  }));
}

const sameSerial = (a: string, b: string | undefined) =>
  b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * Compares every player read back with the baseline. `players[i]` is the player of `results[i]` (the page's own
 * record of it, names included). The baseline player itself is left out.
 */
export function compareWithBaseline<P extends PlayerRef>(
  baseline: Baseline,
  players: readonly P[],
  results: readonly ReadBackResult[],
): DriftReport<P> {
  const report: DriftReport<P> = { drifted: [], unreadable: [], matching: 0 };
  results.forEach((result, index) => {
    const player = players[index];
    if (sameSerial(player.serial_number, baseline.serial_number)) return;
    if (!result.ok) {
      report.unreadable.push({ player, code: result.error.code });
      return;
    }
    const differences = differencesOf(baseline.values, driftValues(result.value));
    if (differences.length === 0) report.matching += 1;
    else report.drifted.push({ player, differences });
  });
  return report;
}

/** How a field is put back through the configuration pipeline, and in which of its groups. */
interface FieldWrite {
  group: ConfigGroup;
  call(value: string): DeviceCall;
}

const setting = (group: ConfigGroup, key: DeviceSettingKey): FieldWrite => ({
  group,
  call: (value) => ({ kind: 'setting', key, value }),
});
const volume = (stream: string): FieldWrite => ({
  group: 'keypadVolume',
  call: (value) => ({ kind: 'volume', stream, value: Number(value) }),
});

/**
 * The fields a baseline can be applied to: settings and volumes. Versions need the app or firmware file, a
 * login needs its password (never read back), and `is_reboot_optimized` is not a setting the pipeline
 * writes: those are shown, not applied.
 */
const WRITES: Partial<Record<DriftField, FieldWrite>> = {
  play_group: setting('deviceName', 'play_group'),
  smil_content_url: setting('contentType', 'smil_content_url'),
  app_ota_xml_url: setting('contentType', 'app_ota_xml_url'),
  ota_xml_url: setting('firmware', 'ota_xml_url'),
  schedule_reboot_mode: setting('schedulePowerMode', 'schedule_reboot_mode'),
  reboot_time: setting('schedulePowerMode', 'reboot_time'),
  schedule_on_time: setting('schedulePowerMode', 'schedule_on_time'),
  schedule_off_time: setting('schedulePowerMode', 'schedule_off_time'),
  volume_stream_music: volume(KEYPAD_VOLUME_STREAM),
  volume_stream_notification: volume('stream_notification'),
  volume_stream_alarm: volume('stream_alarm'),
  volume_stream_system: volume('stream_system'),
};

export const isApplicable = (field: DriftField, value: string): boolean =>
  WRITES[field] !== undefined && (!field.startsWith('volume_') || value !== '');

export interface BaselinePlan {
  /** The calls that put the baseline back on the drifted players (no restart, no uploads). */
  plan: ConfigurationPlan;
  /** Drifted fields the plan cannot put back, in field order. */
  notApplied: DriftField[];
}

/**
 * "Apply the baseline to these players": one plan for every drifted player, writing the baseline's value of
 * every applicable field that differs on any of them (writing a value a player already holds changes nothing).
 */
export function baselinePlan<P extends PlayerRef>(
  baseline: Baseline,
  drifted: readonly DriftedPlayer<P>[],
): BaselinePlan {
  const fields = new Set(drifted.flatMap((row) => row.differences.map((difference) => difference.field)));
  const ordered = DRIFT_FIELDS.filter((field) => fields.has(field));
  const applied = ordered.filter((field) => isApplicable(field, baseline.values[field]));
  const groups = new Map<ConfigGroup, DeviceCall[]>();
  for (const field of applied) {
    const write = WRITES[field] as FieldWrite;
    groups.set(write.group, [...(groups.get(write.group) ?? []), write.call(baseline.values[field])]);
  }
  return {
    plan: { tasks: [...groups].map(([group, calls]) => ({ group, calls })), reboot: false },
    notApplied: ordered.filter((field) => !applied.includes(field)),
  };
}
