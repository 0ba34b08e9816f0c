import {
  DEVICE_NAME_MAX,
  DEVICE_PASSWORD_MAX_LENGTH,
  DEVICE_PASSWORD_MIN_LENGTH,
  KEYPAD_VOLUME_STREAM,
  VOLUME_PERCENT_MAX,
} from '../../config';
import type { NamedBlob } from '../deviceClient';
import type { DeviceSettings } from '../../contract/playerSettings';
import type { WifiNetwork, WifiState } from '../types';
import type { StoredLogin } from './loginXml';
import {
  contentModeOf,
  isHttpUrl,
  isPackageName,
  isScheduleTime,
  isUrlEndingWith,
  type ContentMode,
} from './rules';

/**
 * The field groups of the configuration form, each with its enable flag (001 §3), in the order pushed: the
 * documents' per-player tasks (login xml, name, content, volume, schedule), then Wi-Fi; the app start or stop
 * and the device password come after the uploads (see `stepOrder`).
 */
export const CONFIG_GROUPS = [
  'loginXML',
  'deviceName',
  'contentType',
  'firmware',
  'keypadVolume',
  'schedulePowerMode',
  'wifi',
  'appControl',
  'qbicSecurity',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

type AppPushType = 'upgradeXml' | 'apk';
type FirmwareSource = 'xml' | 'zipUrl' | 'file';
type RebootMode = 'onoff' | 'reboot';
/** The device password (qbicSecurity flag): the tenant's rule (lock or unlock), a password of its own, or none. */
type DevicePasswordAction = 'tenant' | 'set' | 'remove';
type AppAction = 'start' | 'stop';
export const WIFI_SECURITIES = ['none', 'wpa2', 'wpa3'] as const;
type WifiSecurity = (typeof WIFI_SECURITIES)[number];

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
  /** A firmware .zip the console downloads and uploads to the players. */
  firmwareZipUrl: string;
  firmwareFile: NamedBlob | null;
  /** Percent, 0–100. */
  keypadVolume: number;
  scheduleRebootMode: RebootMode;
  scheduleOnTime: string;
  scheduleOffTime: string;
  rebootTime: string;
  /** `is_reboot_optimized`, sent with the schedule power mode. */
  rebootOptimized: boolean;
  devicePasswordAction: DevicePasswordAction;
  devicePassword: string;
  devicePasswordConfirm: string;
  wifiState: WifiState;
  wifiSsid: string;
  wifiSecurity: WifiSecurity;
  wifiPassword: string;
  appAction: AppAction;
  appPackage: string;
  appClass: string;
}

export type FormField = Exclude<keyof ConfigurationForm, 'enabled'>;

/** Why a field is refused: the last part of a translation key (dm.qbicConfig.errors.<problem>). */
type FieldProblem =
  | 'required'
  | 'too_long'
  | 'invalid_url'
  | 'xml_url'
  | 'zip_url'
  | 'password_length'
  | 'password_mismatch'
  | 'package_name'
  | 'file_required'
  | 'time_required'
  | 'password_required';

const DEFAULT_VOLUME = 50;

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
    rebootOptimized: false,
    devicePasswordAction: 'tenant',
    devicePassword: '',
    devicePasswordConfirm: '',
    wifiState: 'enabled',
    wifiSsid: '',
    wifiSecurity: 'wpa2',
    wifiPassword: '',
    appAction: 'start',
    appPackage: '',
    appClass: '',
    firmwareZipUrl: '',
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

/** What one player holds besides its settings, read to start the form from. */
export interface PlayerHoldings {
  /** Its `config_logon.xml` read back (undefined: no login stored). */
  login?: StoredLogin;
  wifiState?: WifiState;
  wifiNetwork?: WifiNetwork;
}

const securityOf = (value: string | undefined): WifiSecurity =>
  (WIFI_SECURITIES as readonly string[]).includes(value ?? '') ? (value as WifiSecurity) : 'none';

/**
 * The form for one player, from its current settings (`GET /v1/settings`), volume, stored login and Wi-Fi;
 * nothing enabled. Passwords are never read back: they stay empty.
 */
export function formFromSettings(
  settings: DeviceSettings,
  volume: Record<string, number> = {},
  holdings: PlayerHoldings = {},
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
    rebootOptimized: settings.is_reboot_optimized === true,
    loginUsername: holdings.login?.username ?? '',
    ...(holdings.wifiState ? { wifiState: holdings.wifiState } : {}),
    ...(holdings.wifiNetwork
      ? { wifiSsid: holdings.wifiNetwork.ssid, wifiSecurity: securityOf(holdings.wifiNetwork.security) }
      : {}),
  };
}

type Problems = Partial<Record<FormField, FieldProblem>>;

function xmlUrlProblem(value: string): FieldProblem | undefined {
  if (!isHttpUrl(value)) return 'invalid_url';
  return isUrlEndingWith(value, '.xml') ? undefined : 'xml_url';
}

function zipUrlProblem(value: string): FieldProblem | undefined {
  if (!isHttpUrl(value)) return 'invalid_url';
  return isUrlEndingWith(value, '.zip') ? undefined : 'zip_url';
}

const required = (value: string): FieldProblem | undefined => (value.trim() === '' ? 'required' : undefined);

function devicePasswordProblems(form: ConfigurationForm): Problems {
  if (form.devicePasswordAction !== 'set') return {};
  const { length } = form.devicePassword;
  return {
    devicePassword:
      length < DEVICE_PASSWORD_MIN_LENGTH || length > DEVICE_PASSWORD_MAX_LENGTH
        ? 'password_length'
        : undefined,
    devicePasswordConfirm:
      form.devicePasswordConfirm !== form.devicePassword ? 'password_mismatch' : undefined,
  };
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
  firmware: (form) => {
    if (form.firmwareSource === 'xml') return { firmwareXmlPath: xmlUrlProblem(form.firmwareXmlPath) };
    if (form.firmwareSource === 'zipUrl') return { firmwareZipUrl: zipUrlProblem(form.firmwareZipUrl) };
    return { firmwareFile: form.firmwareFile ? undefined : 'file_required' };
  },
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
  wifi: (form) =>
    form.wifiState === 'disabled'
      ? {}
      : {
          wifiSsid: required(form.wifiSsid),
          wifiPassword: form.wifiSecurity !== 'none' && form.wifiPassword === '' ? 'required' : undefined,
        },
  appControl: (form) => ({
    appPackage: isPackageName(form.appPackage) ? undefined : 'package_name',
    appClass: form.appAction === 'start' ? required(form.appClass) : undefined,
  }),
  qbicSecurity: devicePasswordProblems,
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
