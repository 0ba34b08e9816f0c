import { wholeNumberProblem } from '../validate';
import { DEVICE_SETTING_KEYS } from '../../src/contract/playerSettings';

/** The player settings of 001 §7 (the console's list) and how a simulated player checks a new value. */
const SETTING_KEYS = DEVICE_SETTING_KEYS;
export type SettingKey = (typeof SETTING_KEYS)[number];
type SettingValue = string | boolean;
export type PlayerSettings = Record<SettingKey, SettingValue>;

export const VOLUME_STREAMS = [
  'stream_music',
  'stream_notification',
  'stream_alarm',
  'stream_system',
] as const;
export type VolumeStream = (typeof VOLUME_STREAMS)[number];

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const URL_MAX = 2048;
const NAME_MAX = 64;

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

export function isVolumeStream(key: string): key is VolumeStream {
  return (VOLUME_STREAMS as readonly string[]).includes(key);
}

export function defaultSettings(name: string): PlayerSettings {
  return {
    player_name: name,
    play_group: '',
    app_ota_xml_url: '',
    content_url: '',
    smil_content_url: '',
    ota_xml_url: '',
    reboot_time: '03:00',
    schedule_off_time: '',
    schedule_on_time: '',
    schedule_reboot_mode: 'reboot',
    is_reboot_optimized: false,
  };
}

/** Why a value is refused for a key, or null when it is acceptable. */
export function settingProblem(key: SettingKey, value: unknown): string | null {
  if (key === 'is_reboot_optimized') return typeof value === 'boolean' ? null : 'value must be true or false';
  if (typeof value !== 'string') return 'value must be a text';
  switch (key) {
    case 'player_name':
      return value.trim().length > 0 && value.length <= NAME_MAX
        ? null
        : `name must be 1 to ${NAME_MAX} characters`;
    case 'play_group':
      return value.length <= NAME_MAX ? null : `group must be at most ${NAME_MAX} characters`;
    case 'reboot_time':
    case 'schedule_off_time':
    case 'schedule_on_time':
      return value === '' || TIME_PATTERN.test(value) ? null : 'time must be HH:MM';
    case 'schedule_reboot_mode':
      return value === 'onoff' || value === 'reboot' ? null : 'mode must be onoff or reboot';
    default:
      return value.length <= URL_MAX ? null : `url must be at most ${URL_MAX} characters`;
  }
}

/** Why a volume is refused, or null. */
export function volumeProblem(value: unknown): string | null {
  return wholeNumberProblem('volume', value, 0, 100);
}
