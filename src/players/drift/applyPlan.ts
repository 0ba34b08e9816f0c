import { KEYPAD_VOLUME_STREAM } from '../../config';
import type { DeviceSettingKey } from '../../contract/playerSettings';
import type { PlayerRef } from '..';
import type { ConfigGroup, ConfigurationPlan, DeviceCall } from '../bulkSave';
import { isMiniDisplay } from '../mergeScan';
import type { ComparedField, DriftedPlayer, FieldDifference } from './drift';

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
 * need the app or firmware file (the rollout installs them), a login needs its password (never read back nor
 * kept), and `is_reboot_optimized` is not a setting the pipeline writes: those are shown, not applied.
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

/** Why a difference is shown and not written: a version (the rollout installs it), the login, or neither. */
export type Unwritten = 'version' | 'login' | 'other';

const UNWRITTEN: Partial<Record<ComparedField, Unwritten>> = {
  app_version: 'version',
  firmware_version: 'version',
  login_username: 'login',
  login_password: 'login',
};

const isApplicable = ({ field, expected }: FieldDifference): boolean =>
  WRITES[field] !== undefined && (!field.startsWith('volume_') || expected !== '');

/** Why Apply leaves this difference as it is. */
export const unwrittenOf = (difference: FieldDifference): Unwritten => UNWRITTEN[difference.field] ?? 'other';

/** What Apply does on one drifted player. */
export interface PlayerApply<P extends PlayerRef> {
  player: P;
  /** The differences written, the baseline's value over the player's, in field order. */
  writes: FieldDifference[];
  /** The differences shown and not written (see `unwrittenOf`), in field order. */
  shown: FieldDifference[];
  /**
   * A Mini Display with something to write among several players that have: 000 §5 configures a Mini Display
   * alone, so it is left out of this run (checked alone, it is written).
   */
  miniDisplayLeftOut: boolean;
}

export interface ApplyPlan<P extends PlayerRef> {
  /** Every drifted player, in the order of the check. */
  players: PlayerApply<P>[];
  /** The run: the players written to, each with its own plan (only its own writes), in the same order. */
  run: { players: P[]; plans: ConfigurationPlan[] };
}

/** The plan writing each difference's baseline value, grouped, without a restart. */
function planOf(writes: readonly FieldDifference[]): ConfigurationPlan {
  const groups = new Map<ConfigGroup, DeviceCall[]>();
  for (const difference of writes) {
    const write = WRITES[difference.field] as FieldWrite;
    groups.set(write.group, [...(groups.get(write.group) ?? []), write.call(difference.expected)]);
  }
  return { tasks: [...groups].map(([group, calls]) => ({ group, calls })), reboot: false };
}

/**
 * "Apply the baseline" (issue 38, M7): each drifted player gets exactly what differs on it and Apply can write,
 * the baseline's value (a saved baseline's, a baseline player's, or its own row's of the last sheet pushed). A
 * player that differs only in what Apply cannot write (versions, login) is not in the run; nor is a Mini
 * Display when several players are written (000 §5).
 */
export function applyPlan<P extends PlayerRef & { model_id: string }>(
  drifted: readonly DriftedPlayer<P>[],
): ApplyPlan<P> {
  const split = drifted.map(({ player, differences }) => ({
    player,
    writes: differences.filter(isApplicable),
    shown: differences.filter((difference) => !isApplicable(difference)),
  }));
  const several = split.filter((entry) => entry.writes.length > 0).length > 1;
  const players = split.map((entry) => ({
    ...entry,
    miniDisplayLeftOut: several && entry.writes.length > 0 && isMiniDisplay(entry.player),
  }));
  const written = players.filter((entry) => entry.writes.length > 0 && !entry.miniDisplayLeftOut);
  return {
    players,
    run: {
      players: written.map((entry) => entry.player),
      plans: written.map((entry) => planOf(entry.writes)),
    },
  };
}
