import { KEYPAD_VOLUME_STREAM } from '../../config';
import type { DeviceSettingKey } from '../../contract/playerSettings';
import type { DeviceErrorCode, PlayerHoldings, PlayerRef, ReadBackResult } from '..';
import type { ConfigGroup, ConfigurationPlan, DeviceCall } from '../bulkSave';

import {
  DRIFT_FIELDS,
  DRIFT_SETTING_FIELDS,
  DRIFT_VOLUME_STREAMS,
  PASSWORD_SET,
  type DriftValues,
  type SheetPushRow,
} from '../../domain/drift/baseline';

export { PASSWORD_SET, type DriftValues };

/**
 * Drift from a baseline (issue 23): what each player holds, flattened to named text values, compared with
 * what the baseline holds. A player's own name is compared only with a baseline that names each player (the
 * last bulk sheet pushed), never with one baseline for all; `content_url` never: it reports what
 * `smil_content_url` (the content URL the console sets) points at.
 */
const COMPARED_FIELDS = ['player_name', ...DRIFT_FIELDS] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** What a player is expected to hold: only the fields the baseline sets, as text. */
export type ExpectedValues = Partial<Record<ComparedField, string>>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A player's holdings as the compared values. */
export function driftValues(holdings: PlayerHoldings): DriftValues {
  const values = {} as DriftValues;
  for (const key of DRIFT_SETTING_FIELDS) values[key] = text(holdings.settings[key]);
  for (const stream of DRIFT_VOLUME_STREAMS) values[`volume_${stream}`] = text(holdings.volume[stream]);
  values.app_version = text(holdings.info.app_version);
  values.firmware_version = text(holdings.info.firmware_version);
  values.login_username = holdings.login.username;
  values.login_password = holdings.login.hasPassword ? PASSWORD_SET : '';
  return values;
}

/** Everything a player holds that a baseline may name, its own name included. */
const heldValues = (holdings: PlayerHoldings): Record<ComparedField, string> => ({
  player_name: text(holdings.settings.player_name),
  ...driftValues(holdings),
});

/**
 * What a row of the last bulk sheet pushed asked its player to hold: its name when the row gave one (a blank
 * name is left alone by the push), and its login (the password never kept: only whether the row gave one).
 */
const sheetRowValues = (row: SheetPushRow): ExpectedValues => ({
  ...(row.deviceName.trim() ? { player_name: row.deviceName.trim() } : {}),
  login_username: row.username,
  login_password: row.hasPassword ? PASSWORD_SET : '',
});

/** One baseline for every player: values read from a chosen player, or a saved baseline. */
export interface Baseline {
  /** The player's name, or the saved baseline's name. */
  label: string;
  /** The baseline player's serial number, when the baseline is a player (it is not checked against itself). */
  serial_number?: string;
  values: ExpectedValues;
}

/** The last bulk sheet pushed as a baseline: each player named by a row is compared with its own row. */
export interface SheetBaseline {
  /** Each row's values by serial number, in lower case. */
  rows: ReadonlyMap<string, ExpectedValues>;
}

export const sheetBaseline = (rows: readonly SheetPushRow[]): SheetBaseline => ({
  rows: new Map(rows.map((row) => [row.serialNumber.toLowerCase(), sheetRowValues(row)])),
});

export interface FieldDifference {
  field: ComparedField;
  expected: string;
  actual: string;
}

export interface DriftedPlayer<P extends PlayerRef> {
  player: P;
  differences: FieldDifference[];
}

interface UnreadablePlayer<P extends PlayerRef> {
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
  /** Players the baseline does not name (a sheet without their row): neither drifted nor matching. */
  notInBaseline: P[];
}

/** The fields `expected` sets where `actual` holds something else, in field order. */
export function differencesOf(expected: ExpectedValues, actual: ExpectedValues): FieldDifference[] {
  return COMPARED_FIELDS.filter(
    (field) => expected[field] !== undefined && expected[field] !== (actual[field] ?? ''),
  ).map((field) => ({ field, expected: expected[field] ?? '', actual: actual[field] ?? '' }));
}

const sameSerial = (a: string, b: string | undefined) =>
  b !== undefined && a.toLowerCase() === b.toLowerCase();

/** What a player is expected to hold; 'self' for the baseline player, null when the baseline names none. */
type Expectation = ExpectedValues | 'self' | null;

/**
 * Compares every player read back with what it is expected to hold. `players[i]` is the player of `results[i]`
 * (the page's own record of it, names included).
 */
function compareEach<P extends PlayerRef>(
  expectedOf: (player: P) => Expectation,
  players: readonly P[],
  results: readonly ReadBackResult[],
): DriftReport<P> {
  const report: DriftReport<P> = { drifted: [], unreadable: [], matching: 0, notInBaseline: [] };
  results.forEach((result, index) => {
    const player = players[index];
    const expected = expectedOf(player);
    if (expected === 'self') return;
    if (expected === null) {
      report.notInBaseline.push(player);
      return;
    }
    if (!result.ok) {
      report.unreadable.push({ player, code: result.error.code });
      return;
    }
    const differences = differencesOf(expected, heldValues(result.value));
    if (differences.length === 0) report.matching += 1;
    else report.drifted.push({ player, differences });
  });
  return report;
}

/** Compares every player with one baseline; the baseline player itself is left out. */
export const compareWithBaseline = <P extends PlayerRef>(
  baseline: Baseline,
  players: readonly P[],
  results: readonly ReadBackResult[],
): DriftReport<P> =>
  compareEach(
    (player) => (sameSerial(player.serial_number, baseline.serial_number) ? 'self' : baseline.values),
    players,
    results,
  );

/** What a sheet row asks of a player, or null when the sheet did not name it. */
const sheetExpectation = (sheet: SheetBaseline, player: PlayerRef): ExpectedValues | null =>
  sheet.rows.get(player.serial_number.toLowerCase()) ?? null;

/** Compares every player named by the last sheet pushed with its own row; the others are not in the sheet. */
export const compareWithSheet = <P extends PlayerRef>(
  sheet: SheetBaseline,
  players: readonly P[],
  results: readonly ReadBackResult[],
): DriftReport<P> => compareEach((player) => sheetExpectation(sheet, player), players, results);

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
 * The fields a baseline can be applied to: settings, volumes, and a player's name (a sheet row's). Versions
 * need the app or firmware file, a login needs its password (never read back nor kept), and
 * `is_reboot_optimized` is not a setting the pipeline writes: those are shown, not applied.
 */
const WRITES: Partial<Record<ComparedField, FieldWrite>> = {
  player_name: setting('deviceName', 'player_name'),
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

const isApplicable = (field: ComparedField, value: string): boolean =>
  WRITES[field] !== undefined && (!field.startsWith('volume_') || value !== '');

export interface BaselinePlan {
  /** The calls that put the baseline back on the drifted players (no restart, no uploads). */
  plan: ConfigurationPlan;
  /**
   * Each drifted player's own plan, in the order of the drifted players, when the baseline names each player
   * (the last sheet pushed); without it every player gets `plan`.
   */
  plans?: ConfigurationPlan[];
  /** Drifted fields the plan cannot put back, in field order. */
  notApplied: ComparedField[];
}

const fieldsOf = <P extends PlayerRef>(drifted: readonly DriftedPlayer<P>[]): ComparedField[] => {
  const fields = new Set(drifted.flatMap((row) => row.differences.map((difference) => difference.field)));
  return COMPARED_FIELDS.filter((field) => fields.has(field));
};

/** The plan writing `expected`'s value of each of `fields` it can apply, grouped, without a restart. */
function planOf(expected: ExpectedValues, fields: readonly ComparedField[]): ConfigurationPlan {
  const groups = new Map<ConfigGroup, DeviceCall[]>();
  for (const field of fields) {
    const value = expected[field] ?? '';
    if (!isApplicable(field, value)) continue;
    const write = WRITES[field] as FieldWrite;
    groups.set(write.group, [...(groups.get(write.group) ?? []), write.call(value)]);
  }
  return { tasks: [...groups].map(([group, calls]) => ({ group, calls })), reboot: false };
}

const notAppliedOf = (fields: readonly ComparedField[], expectedOf: (field: ComparedField) => string) =>
  fields.filter((field) => !isApplicable(field, expectedOf(field)));

/**
 * "Apply the baseline to these players": one plan for every drifted player, writing the baseline's value of
 * every applicable field that differs on any of them (writing a value a player already holds changes nothing).
 */
export function baselinePlan<P extends PlayerRef>(
  baseline: Baseline,
  drifted: readonly DriftedPlayer<P>[],
): BaselinePlan {
  const fields = fieldsOf(drifted);
  return {
    plan: planOf(baseline.values, fields),
    notApplied: notAppliedOf(fields, (field) => baseline.values[field] ?? ''),
  };
}

/**
 * "Apply the baseline" with the last sheet pushed: each drifted player gets its own row's value of each of
 * its own differing fields. `plan` is the first player's (the run's shape: no uploads, no restart).
 */
export function sheetPlans<P extends PlayerRef>(
  sheet: SheetBaseline,
  drifted: readonly DriftedPlayer<P>[],
): BaselinePlan {
  const plans = drifted.map(({ player, differences }) =>
    planOf(
      sheetExpectation(sheet, player) ?? {},
      differences.map((difference) => difference.field),
    ),
  );
  const shown = drifted.flatMap(({ differences }) =>
    notAppliedOf(
      differences.map((difference) => difference.field),
      (field) => differences.find((difference) => difference.field === field)?.expected ?? '',
    ),
  );
  return {
    plan: plans[0] ?? { tasks: [], reboot: false },
    plans,
    notApplied: COMPARED_FIELDS.filter((field) => shown.includes(field)),
  };
}
