import { describe, expect, it } from 'vitest';
import { emptyForm, enableGroups, type ConfigGroup, type ConfigurationForm } from './form';
import { planConfiguration, requestsPerPlayer, stepOrder } from './plan';

const file = (name: string) => Object.assign(new Blob(['x']), { name });
const form = (changes: Partial<ConfigurationForm>, groups: ConfigGroup[]): ConfigurationForm =>
  enableGroups({ ...emptyForm(), ...changes }, groups);
const security = { qbicSecurityEnabled: true };

describe('form to task list', () => {
  it('makes no task, upload or restart when nothing is enabled, whatever is filled in', () => {
    const plan = planConfiguration(
      { ...emptyForm(), deviceName: 'Hall', appFile: file('app-1.0.0.apk'), firmwareFile: file('fw.zip') },
      security,
    );
    expect(plan).toEqual({ tasks: [], reboot: false });
    expect(requestsPerPlayer(plan)).toBe(2);
  });

  it('pushes login xml, name, content, volume and schedule in that order, security last', () => {
    const plan = planConfiguration(
      form(
        {
          loginUsername: 'kiosk',
          loginPassword: 'pw',
          deviceName: ' Hall ',
          deviceGroup: 'North',
          contentType: 'website',
          contentUrl: 'https://signage.example.com',
          keypadVolume: 30,
          scheduleRebootMode: 'onoff',
          scheduleOnTime: '07:00',
          scheduleOffTime: '19:00',
        },
        ['qbicSecurity', 'schedulePowerMode', 'keypadVolume', 'contentType', 'deviceName', 'loginXML'],
      ),
      security,
    );
    expect(plan.tasks.map((task) => task.group)).toEqual([
      'loginXML',
      'deviceName',
      'contentType',
      'keypadVolume',
      'schedulePowerMode',
      'qbicSecurity',
    ]);
    expect(plan.tasks.flatMap((task) => task.calls)).toEqual([
      { kind: 'file', filename: 'config_logon.xml', content: expect.stringContaining('<username>kiosk<') },
      { kind: 'setting', key: 'player_name', value: 'Hall' },
      { kind: 'setting', key: 'play_group', value: 'North' },
      { kind: 'setting', key: 'smil_content_url', value: 'https://signage.example.com' },
      { kind: 'volume', stream: 'stream_music', value: 30 },
      { kind: 'setting', key: 'schedule_reboot_mode', value: 'onoff' },
      { kind: 'setting', key: 'schedule_on_time', value: '07:00' },
      { kind: 'setting', key: 'schedule_off_time', value: '19:00' },
      { kind: 'setting', key: 'is_reboot_optimized', value: false },
      { kind: 'lock' },
    ]);
    expect(plan.reboot).toBe(true);
    expect(requestsPerPlayer(plan)).toBe(2 + 10 + 1);
  });

  it('writes an empty login when the username is blank', () => {
    const plan = planConfiguration(form({ loginPassword: 'secret' }, ['loginXML']), security);
    const [call] = plan.tasks[0].calls;
    expect(call.kind === 'file' && call.content).not.toContain('secret');
  });

  it('uploads an .apk in app mode and clears the content URL; an upgrade XML is a setting', () => {
    const apk = file('app-3.0.0.apk');
    const upload = planConfiguration(
      form({ contentType: 'app', appPushType: 'apk', appFile: apk }, ['contentType']),
      security,
    );
    expect(upload.app).toBe(apk);
    expect(upload.tasks[0].calls).toEqual([{ kind: 'setting', key: 'smil_content_url', value: '' }]);
    const xml = planConfiguration(
      form(
        {
          contentType: 'app',
          appPushType: 'upgradeXml',
          appUpgradeUrl: 'https://o.example.com/a.xml',
          appFile: apk,
        },
        ['contentType'],
      ),
      security,
    );
    expect(xml.app).toBeUndefined();
    expect(xml.tasks[0].calls[1]).toEqual({
      kind: 'setting',
      key: 'app_ota_xml_url',
      value: 'https://o.example.com/a.xml',
    });
    const website = planConfiguration(
      form({ contentType: 'website', contentUrl: 'https://x.example.com', appFile: apk }, ['contentType']),
      security,
    );
    expect(website.app).toBeUndefined();
  });

  it('installs a firmware file as an upload, a firmware XML as a setting', () => {
    const zip = file('fw-4.4.0.zip');
    const upload = planConfiguration(
      form({ firmwareSource: 'file', firmwareFile: zip }, ['firmware']),
      security,
    );
    expect(upload).toEqual({ tasks: [], firmware: zip, reboot: false });
    expect(requestsPerPlayer(upload)).toBe(2 + 1 + 1);
    const xml = planConfiguration(
      form({ firmwareSource: 'xml', firmwareXmlPath: 'https://o.example.com/fw.xml', firmwareFile: zip }, [
        'firmware',
      ]),
      security,
    );
    expect(xml.firmware).toBeUndefined();
    expect(xml.tasks).toEqual([
      {
        group: 'firmware',
        calls: [{ kind: 'setting', key: 'ota_xml_url', value: 'https://o.example.com/fw.xml' }],
      },
    ]);
  });

  it('sets a daily reboot time in reboot mode', () => {
    const plan = planConfiguration(
      form({ scheduleRebootMode: 'reboot', rebootTime: '03:30' }, ['schedulePowerMode']),
      {
        qbicSecurityEnabled: false,
      },
    );
    expect(plan.tasks[0].calls).toEqual([
      { kind: 'setting', key: 'schedule_reboot_mode', value: 'reboot' },
      { kind: 'setting', key: 'reboot_time', value: '03:30' },
      { kind: 'setting', key: 'is_reboot_optimized', value: false },
    ]);
  });

  it('locks with QBIC security on for the tenant, otherwise gives the factory password back', () => {
    expect(planConfiguration(form({}, ['qbicSecurity']), security).tasks[0].calls).toEqual([
      { kind: 'lock' },
    ]);
    expect(
      planConfiguration(form({}, ['qbicSecurity']), { qbicSecurityEnabled: false }).tasks[0].calls,
    ).toEqual([{ kind: 'unlock' }]);
  });

  it('sets, changes or removes the device password with the security flag, whatever the tenant says', () => {
    const set = form({ devicePasswordAction: 'set', devicePassword: 'own-pass' }, ['qbicSecurity']);
    expect(planConfiguration(set, security).tasks[0].calls).toEqual([
      { kind: 'password', value: 'own-pass' },
    ]);
    const remove = form({ devicePasswordAction: 'remove' }, ['qbicSecurity']);
    expect(planConfiguration(remove, security).tasks[0].calls).toEqual([{ kind: 'unlock' }]);
    // Without its flag the password is not sent, however it is filled in.
    expect(
      planConfiguration({ ...set, enabled: { ...set.enabled, qbicSecurity: false } }, security).tasks,
    ).toEqual([]);
  });

  it('switches Wi-Fi on with its network then reads it back, or only switches it off', () => {
    const on = form(
      { wifiState: 'enabled', wifiSsid: ' Office ', wifiSecurity: 'wpa2', wifiPassword: 'pw' },
      ['wifi'],
    );
    expect(planConfiguration(on, security).tasks[0].calls).toEqual([
      { kind: 'wifiState', value: 'enabled' },
      { kind: 'wifiNetwork', network: { ssid: 'Office', security: 'wpa2', password: 'pw' } },
      { kind: 'wifiCheck' },
    ]);
    // The read-back is two calls (state and network).
    expect(requestsPerPlayer(planConfiguration(on, security))).toBe(2 + 3 + 1);
    const open = form({ wifiState: 'enabled', wifiSsid: 'Guest', wifiSecurity: 'none', wifiPassword: 'x' }, [
      'wifi',
    ]);
    expect(planConfiguration(open, security).tasks[0].calls[1]).toEqual({
      kind: 'wifiNetwork',
      network: { ssid: 'Guest', security: 'none' },
    });
    const off = form({ wifiState: 'disabled', wifiSsid: 'Office' }, ['wifi']);
    expect(planConfiguration(off, security).tasks[0].calls).toEqual([
      { kind: 'wifiState', value: 'disabled' },
      { kind: 'wifiCheck' },
    ]);
  });

  it('starts an app by package and class, stops it by package', () => {
    const start = form({ appAction: 'start', appPackage: 'com.example.signage ', appClass: '.Main' }, [
      'appControl',
    ]);
    expect(planConfiguration(start, security).tasks[0].calls).toEqual([
      { kind: 'startApp', pkgname: 'com.example.signage', classname: '.Main' },
    ]);
    const stop = form({ appAction: 'stop', appPackage: 'com.example.signage', appClass: '.Main' }, [
      'appControl',
    ]);
    expect(planConfiguration(stop, security).tasks[0].calls).toEqual([
      { kind: 'stopApp', pkgname: 'com.example.signage' },
    ]);
  });

  it('installs a firmware from a ZIP URL like a file, and restarts the players', () => {
    const plan = planConfiguration(
      form({ firmwareSource: 'zipUrl', firmwareZipUrl: ' https://o.example.com/fw-4.5.0.zip ' }, [
        'firmware',
      ]),
      security,
    );
    expect(plan).toEqual({ tasks: [], firmwareZipUrl: 'https://o.example.com/fw-4.5.0.zip', reboot: false });
    expect(stepOrder(plan)).toEqual(['authorize', 'firmwareUpload', 'reboot']);
  });

  it('orders every step as the documents do: tasks, uploads, then the app start and the password, restart last', () => {
    const plan = planConfiguration(
      form(
        {
          devicePasswordAction: 'set',
          devicePassword: 'own-pass',
          appPackage: 'com.example.signage',
          appClass: '.Main',
          wifiSsid: 'Office',
          wifiPassword: 'pw',
          contentType: 'app',
          appPushType: 'apk',
          appFile: file('app-3.0.0.apk'),
          firmwareSource: 'file',
          firmwareFile: file('fw.zip'),
          loginUsername: 'kiosk',
          loginPassword: 'pw',
          rebootTime: '03:00',
        },
        ['qbicSecurity', 'appControl', 'wifi', 'schedulePowerMode', 'firmware', 'contentType', 'loginXML'],
      ),
      security,
    );
    expect(stepOrder(plan)).toEqual([
      'authorize',
      'loginXML',
      'contentType',
      'schedulePowerMode',
      'wifi',
      'appUpload',
      'firmwareUpload',
      'appControl',
      'qbicSecurity',
      'reboot',
    ]);
    expect(
      stepOrder(planConfiguration(form({ appPackage: 'a.b', appClass: 'C' }, ['appControl']), security)),
    ).toEqual(['authorize', 'appControl']);
  });
});
