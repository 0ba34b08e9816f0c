import { KEYPAD_VOLUME_STREAM, LOGIN_CONFIG_FILENAME } from '../../config';
import type { NamedBlob } from '../deviceClient';
import type { WifiNetwork, WifiState } from '../types';
import type { DeviceSettingKey } from '../../contract/playerSettings';
import { CONFIG_GROUPS, type ConfigGroup, type ConfigurationForm } from './form';
import { loginXml } from './loginXml';
import type { ConfigurationStep } from './types';

/** One call a task makes on a player. */
export type DeviceCall =
  | { kind: 'setting'; key: DeviceSettingKey; value: string | boolean }
  | { kind: 'volume'; stream: string; value: number }
  | { kind: 'file'; filename: string; content: string }
  | { kind: 'lock' }
  | { kind: 'unlock' }
  /** The player's own password (`POST /v1/user/password`). */
  | { kind: 'password'; value: string }
  | { kind: 'wifiState'; value: WifiState }
  | { kind: 'wifiNetwork'; network: WifiNetwork }
  /** Reads the Wi-Fi back, so the status dialog shows what the player answers. */
  | { kind: 'wifiCheck' }
  | { kind: 'startApp'; pkgname: string; classname: string }
  | { kind: 'stopApp'; pkgname: string };

/** The calls of one enabled group, made in this order on every player. */
interface PlayerTask {
  group: ConfigGroup;
  calls: DeviceCall[];
}

/** What a run does on every player (001 §4 Bulk save). */
export interface ConfigurationPlan {
  /** Per-player tasks of the enabled groups, in push order, QBIC security last. */
  tasks: PlayerTask[];
  /** An .apk to install (content type app, push type apk). */
  app?: NamedBlob;
  /** A firmware .zip to install; the players restart afterwards so it takes effect. */
  firmware?: NamedBlob;
  /** A firmware .zip the console downloads once, then installs like `firmware`. */
  firmwareZipUrl?: string;
  /** Restart the players at the end: schedule power mode was enabled. */
  reboot: boolean;
}

export interface PlanOptions {
  /** The tenant's QBIC security: the security group locks with the derived password, else unlocks. */
  qbicSecurityEnabled: boolean;
}

const setting = (key: DeviceSettingKey, value: string | boolean): DeviceCall => ({
  kind: 'setting',
  key,
  value,
});

type Builder = (form: ConfigurationForm, options: PlanOptions) => DeviceCall[];

const BUILDERS: Record<ConfigGroup, Builder> = {
  loginXML: (form) => [
    {
      kind: 'file',
      filename: LOGIN_CONFIG_FILENAME,
      content: loginXml({ username: form.loginUsername, password: form.loginPassword }),
    },
  ],
  deviceName: (form) => [
    setting('player_name', form.deviceName.trim()),
    setting('play_group', form.deviceGroup.trim()),
  ],
  // Website: the player shows the URL. App: the content URL is cleared so the app runs; an upgrade XML
  // URL is set here, an .apk is uploaded later.
  contentType: (form) => {
    if (form.contentType === 'website') return [setting('smil_content_url', form.contentUrl.trim())];
    const calls = [setting('smil_content_url', '')];
    if (form.appPushType === 'upgradeXml') calls.push(setting('app_ota_xml_url', form.appUpgradeUrl.trim()));
    return calls;
  },
  firmware: (form) =>
    form.firmwareSource === 'xml' ? [setting('ota_xml_url', form.firmwareXmlPath.trim())] : [],
  keypadVolume: (form) => [{ kind: 'volume', stream: KEYPAD_VOLUME_STREAM, value: form.keypadVolume }],
  schedulePowerMode: (form) => [
    ...(form.scheduleRebootMode === 'onoff'
      ? [
          setting('schedule_reboot_mode', 'onoff'),
          setting('schedule_on_time', form.scheduleOnTime),
          setting('schedule_off_time', form.scheduleOffTime),
        ]
      : [setting('schedule_reboot_mode', 'reboot'), setting('reboot_time', form.rebootTime)]),
    setting('is_reboot_optimized', form.rebootOptimized),
  ],
  wifi: (form) => {
    if (form.wifiState === 'disabled')
      return [{ kind: 'wifiState', value: 'disabled' }, { kind: 'wifiCheck' }];
    const network: WifiNetwork = { ssid: form.wifiSsid.trim(), security: form.wifiSecurity };
    if (form.wifiSecurity !== 'none') network.password = form.wifiPassword;
    return [{ kind: 'wifiState', value: 'enabled' }, { kind: 'wifiNetwork', network }, { kind: 'wifiCheck' }];
  },
  appControl: (form) =>
    form.appAction === 'start'
      ? [{ kind: 'startApp', pkgname: form.appPackage.trim(), classname: form.appClass.trim() }]
      : [{ kind: 'stopApp', pkgname: form.appPackage.trim() }],
  qbicSecurity: (form, options) => {
    if (form.devicePasswordAction === 'set') return [{ kind: 'password', value: form.devicePassword }];
    if (form.devicePasswordAction === 'remove') return [{ kind: 'unlock' }];
    return [{ kind: options.qbicSecurityEnabled ? 'lock' : 'unlock' }];
  },
};

/** Groups sent after the uploads: the app is started once installed, the password changed last of all. */
export const AFTER_UPLOADS: readonly ConfigGroup[] = ['appControl', 'qbicSecurity'];

/**
 * The order of a plan's steps on every player (001 §4 Bulk save): sign in, the per-player tasks in the
 * documents' order, the app upload, the firmware upload, the app start or stop, the device password, and
 * the restart when the schedule power mode was enabled or a firmware was installed.
 */
export function stepOrder(plan: ConfigurationPlan): ConfigurationStep[] {
  const groups = plan.tasks.map((task) => task.group);
  const early = groups.filter((group) => !AFTER_UPLOADS.includes(group));
  const late = AFTER_UPLOADS.filter((group) => groups.includes(group));
  const firmware = plan.firmware !== undefined || plan.firmwareZipUrl !== undefined;
  return [
    'authorize',
    ...early,
    ...(plan.app ? (['appUpload'] as const) : []),
    ...(firmware ? (['firmwareUpload'] as const) : []),
    ...late,
    ...(plan.reboot || firmware ? (['reboot'] as const) : []),
  ];
}

/** The form as a plan: only enabled groups become tasks (a group without calls is left out). */
export function planConfiguration(form: ConfigurationForm, options: PlanOptions): ConfigurationPlan {
  const on = (group: ConfigGroup) => form.enabled[group];
  const tasks = CONFIG_GROUPS.filter(on)
    .map((group) => ({ group, calls: BUILDERS[group](form, options) }))
    .filter((task) => task.calls.length > 0);
  const app =
    on('contentType') && form.contentType === 'app' && form.appPushType === 'apk' ? form.appFile : null;
  const firmware = on('firmware') && form.firmwareSource === 'file' ? form.firmwareFile : null;
  const zipUrl = on('firmware') && form.firmwareSource === 'zipUrl' ? form.firmwareZipUrl.trim() : '';
  return {
    tasks,
    ...(app ? { app } : {}),
    ...(firmware ? { firmware } : {}),
    ...(zipUrl ? { firmwareZipUrl: zipUrl } : {}),
    reboot: on('schedulePowerMode'),
  };
}

/** How many calls a player needs for the plan, sign-in (public info + token) and restart included. */
export function requestsPerPlayer(plan: ConfigurationPlan): number {
  const calls = plan.tasks.reduce((sum, task) => sum + task.calls.length, 0);
  const firmware = plan.firmware !== undefined || plan.firmwareZipUrl !== undefined;
  const uploads = (plan.app ? 1 : 0) + (firmware ? 1 : 0);
  // A Wi-Fi read-back is two calls: the state and the network.
  const checks = plan.tasks.reduce(
    (sum, task) => sum + task.calls.filter((call) => call.kind === 'wifiCheck').length,
    0,
  );
  return 2 + calls + checks + uploads + (plan.reboot || firmware ? 1 : 0);
}
