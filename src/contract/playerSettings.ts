/** The settings a player reads and writes through `/v1/settings` (001 §7), as the console and the simulated players know them. */

export const DEVICE_SETTING_KEYS = [
  'player_name',
  'play_group',
  'app_ota_xml_url',
  'content_url',
  'smil_content_url',
  'ota_xml_url',
  'reboot_time',
  'schedule_off_time',
  'schedule_on_time',
  'schedule_reboot_mode',
  'is_reboot_optimized',
] as const;
export type DeviceSettingKey = (typeof DEVICE_SETTING_KEYS)[number];
export type DeviceSettingValue = string | boolean;
export type DeviceSettings = Partial<Record<DeviceSettingKey, DeviceSettingValue>>;
