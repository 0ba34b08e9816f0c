import { DEVICE_NAME_MAX, KEYPAD_VOLUME_STREAM, VOLUME_PERCENT_MAX } from '../../config';
import type { NamedBlob } from '../deviceClient';
import type { DeviceSettings } from '../../contract/playerSettings';
import { contentModeOf, isHttpUrl, isScheduleTime, isUrlEndingWith, type ContentMode } from './rules';

/** The field groups of the configuration form, each with its enable flag (001 §3), in the order pushed. */
export const CONFIG_GROUPS = [
  'loginXML',
  'deviceName',
  'contentType',
  'firmware',
  'keypadVolume',
  'schedulePowerMode',
  'qbicSecurity',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

export type AppPushType = 'upgradeXml' | 'apk';
export type FirmwareSource = 'xml' | 'file';
export type RebootMode = 'onoff' | 'reboot';

/** The device configuration form (001 §3 "Device configuration form"). */
export interface ConfigurationForm {
  enabled: Record<ConfigGroup, boolean>;
  deviceName: string;
  deviceGroup: string;
  loginUsername: string;
  loginPassword: string;
  contentType: ContentMode;
  contentUrl: string;
  appPushType: AppPushType;
  appUpgradeUrl: string;
  appFile: NamedBlob | null;
  firmwareSource: FirmwareSource;
  firmwareXmlPath: string;
  firmwareFile: NamedBlob | null;
  /** Percent, 0–100. */
  keypadVolume: number;
  scheduleRebootMode: RebootMode;
  scheduleOnTime: string;
  scheduleOffTime: string;
  rebootTime: string;
}

export type FormField = Exclude<keyof ConfigurationForm, 'enabled'>;

/** Why a field is refused: the last part of a translation key (dm.qbicConfig.errors.<problem>). */
export type FieldProblem =
  | 'required'
  | 'too_long'
  | 'invalid_url'
  | 'xml_url'
  | 'file_required'
  | 'time_required'
  | 'password_required';

export const DEFAULT_VOLUME = 50;

const allGroups = (value: boolean) =>
  Object.fromEntries(CONFIG_GROUPS.map((group) => [group, value])) as Record<ConfigGroup, boolean>;

/** The form for several players: nothing enabled, nothing filled in. */
export function emptyForm(): ConfigurationForm {
  return {
    enabled: allGroups(false),
    deviceName: '',
    deviceGroup: '',
    loginUsername: '',
    loginPassword: '',
    contentType: 'app',
    contentUrl: '',
    appPushType: 'apk',
    appUpgradeUrl: '',
    appFile: null,
    firmwareSource: 'xml',
    firmwareXmlPath: '',
    firmwareFile: null,
    keypadVolume: DEFAULT_VOLUME,
    scheduleRebootMode: 'reboot',
    scheduleOnTime: '',
    scheduleOffTime: '',
    rebootTime: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form with these groups' enable flags set (on by default). */
export function enableGroups(
  form: ConfigurationForm,
  groups: readonly ConfigGroup[],
  on = true,
): ConfigurationForm {
  return { ...form, enabled: { ...form.enabled, ...Object.fromEntries(groups.map((group) => [group, on])) } };
}

/** The form for one player, from its current settings (`GET /v1/settings`) and volume; nothing enabled. */
export function formFromSettings(
  settings: DeviceSettings,
  volume: Record<string, number> = {},
): ConfigurationForm {
  const contentUrl = text(settings.smil_content_url) || text(settings.content_url);
  const appUpgradeUrl = text(settings.app_ota_xml_url);
  const level = volume[KEYPAD_VOLUME_STREAM];
  return {
    ...emptyForm(),
    deviceName: text(settings.player_name),
    deviceGroup: text(settings.play_group),
    contentType: contentModeOf(contentUrl),
    contentUrl,
    appPushType: appUpgradeUrl ? 'upgradeXml' : 'apk',
    appUpgradeUrl,
    firmwareXmlPath: text(settings.ota_xml_url),
    keypadVolume: typeof level === 'number' ? level : DEFAULT_VOLUME,
    scheduleRebootMode: settings.schedule_reboot_mode === 'onoff' ? 'onoff' : 'reboot',
    scheduleOnTime: text(settings.schedule_on_time),
    scheduleOffTime: text(settings.schedule_off_time),
    rebootTime: text(settings.reboot_time),
  };
}

type Problems = Partial<Record<FormField, FieldProblem>>;

function xmlUrlProblem(value: string): FieldProblem | undefined {
  if (!isHttpUrl(value)) return 'invalid_url';
  return isUrlEndingWith(value, '.xml') ? undefined : 'xml_url';
}

const GROUP_CHECKS: Record<ConfigGroup, (form: ConfigurationForm) => Problems> = {
  loginXML: (form) =>
    form.loginUsername.trim() !== '' && form.loginPassword === ''
      ? { loginPassword: 'password_required' }
      : {},
  deviceName: (form) => ({
    deviceName:
      form.deviceName.trim() === ''
        ? 'required'
        : form.deviceName.length > DEVICE_NAME_MAX
          ? 'too_long'
          : undefined,
    deviceGroup: form.deviceGroup.length > DEVICE_NAME_MAX ? 'too_long' : undefined,
  }),
  contentType: (form) => {
    if (form.contentType === 'website')
      return { contentUrl: isHttpUrl(form.contentUrl) ? undefined : 'invalid_url' };
    if (form.appPushType === 'upgradeXml') return { appUpgradeUrl: xmlUrlProblem(form.appUpgradeUrl) };
    return { appFile: form.appFile ? undefined : 'file_required' };
  },
  firmware: (form) =>
    form.firmwareSource === 'xml'
      ? { firmwareXmlPath: xmlUrlProblem(form.firmwareXmlPath) }
      : { firmwareFile: form.firmwareFile ? undefined : 'file_required' },
  keypadVolume: (form) => ({
    keypadVolume:
      Number.isInteger(form.keypadVolume) && form.keypadVolume >= 0 && form.keypadVolume <= VOLUME_PERCENT_MAX
        ? undefined
        : 'required',
  }),
  schedulePowerMode: (form) => {
    const time = (value: string): FieldProblem | undefined =>
      isScheduleTime(value) ? undefined : 'time_required';
    return form.scheduleRebootMode === 'onoff'
      ? { scheduleOnTime: time(form.scheduleOnTime), scheduleOffTime: time(form.scheduleOffTime) }
      : { rebootTime: time(form.rebootTime) };
  },
  qbicSecurity: () => ({}),
};

/** The problems of the enabled groups only, by field; empty when the form can be sent. */
export function formProblems(form: ConfigurationForm): Problems {
  const problems: Problems = {};
  for (const group of CONFIG_GROUPS) {
    if (!form.enabled[group]) continue;
    for (const [field, problem] of Object.entries(GROUP_CHECKS[group](form))) {
      if (problem) problems[field as FormField] = problem;
    }
  }
  return problems;
}

/** Whether the form enables at least one group and has no problem. */
export function canSend(form: ConfigurationForm): boolean {
  return CONFIG_GROUPS.some((group) => form.enabled[group]) && Object.keys(formProblems(form)).length === 0;
}
