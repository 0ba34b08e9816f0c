import type { DeviceErrorCode, PlayerHoldings, PlayerRef, ReadBackResult } from '..';

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
