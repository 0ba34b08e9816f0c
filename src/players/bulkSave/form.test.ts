import { describe, expect, it } from 'vitest';
import {
  CONFIG_GROUPS,
  canSend,
  emptyForm,
  enableGroups,
  formFromSettings,
  formProblems,
  type ConfigGroup,
  type ConfigurationForm,
} from './form';

const apk = (name: string) => Object.assign(new Blob(['x']), { name });
const withGroups = (changes: Partial<ConfigurationForm>, ...groups: ConfigGroup[]) =>
  enableGroups({ ...emptyForm(), ...changes }, groups);

describe('the configuration form', () => {
  it('starts empty for several players, with nothing enabled and so nothing to send', () => {
    const form = emptyForm();
    expect(Object.values(form.enabled).every((on) => !on)).toBe(true);
    expect(form.deviceName).toBe('');
    expect(canSend(form)).toBe(false);
    expect(formProblems(form)).toEqual({});
  });

  it("starts from one player's current settings and volume", () => {
    const form = formFromSettings(
      {
        player_name: 'Lobby 2',
        play_group: 'North',
        content_url: 'https://signage.example.com/lobby',
        app_ota_xml_url: 'https://ota.example.com/app.xml',
        ota_xml_url: 'https://ota.example.com/fw.xml',
        schedule_reboot_mode: 'onoff',
        schedule_on_time: '07:00',
        schedule_off_time: '19:30',
        reboot_time: '03:00',
      },
      { stream_music: 35, stream_system: 80 },
    );
    expect(form).toMatchObject({
      deviceName: 'Lobby 2',
      deviceGroup: 'North',
      contentType: 'website',
      contentUrl: 'https://signage.example.com/lobby',
      appPushType: 'upgradeXml',
      firmwareXmlPath: 'https://ota.example.com/fw.xml',
      keypadVolume: 35,
      scheduleRebootMode: 'onoff',
      scheduleOnTime: '07:00',
      scheduleOffTime: '19:30',
    });
    expect(Object.values(form.enabled).some(Boolean)).toBe(false);
  });

  it('reads app mode when the content is not a URL', () => {
    expect(formFromSettings({ content_url: '' }).contentType).toBe('app');
    expect(formFromSettings({ content_url: '', app_ota_xml_url: '' }).appPushType).toBe('apk');
  });

  it('sets and clears enable flags', () => {
    const form = enableGroups(emptyForm(), ['deviceName', 'firmware']);
    expect(form.enabled).toMatchObject({ deviceName: true, firmware: true, loginXML: false });
    expect(enableGroups(form, ['firmware'], false).enabled).toMatchObject({
      deviceName: true,
      firmware: false,
    });
  });

  it('checks only the enabled groups', () => {
    const form = withGroups({ deviceName: '', contentUrl: 'nope', contentType: 'website' }, 'deviceName');
    expect(formProblems(form)).toEqual({ deviceName: 'required' });
  });

  it('names the problem of each field', () => {
    const form = withGroups(
      {
        deviceName: 'x'.repeat(65),
        loginUsername: 'kiosk',
        contentType: 'app',
        appPushType: 'upgradeXml',
        appUpgradeUrl: 'https://ota.example.com/app.json',
        firmwareSource: 'file',
        scheduleRebootMode: 'onoff',
        scheduleOnTime: '07:00',
        scheduleOffTime: '',
      },
      'deviceName',
      'loginXML',
      'contentType',
      'firmware',
      'schedulePowerMode',
    );
    expect(formProblems(form)).toEqual({
      deviceName: 'too_long',
      loginPassword: 'password_required',
      appUpgradeUrl: 'xml_url',
      firmwareFile: 'file_required',
      scheduleOffTime: 'time_required',
    });
    expect(canSend(form)).toBe(false);
  });

  it('accepts a complete form', () => {
    const form = withGroups(
      {
        deviceName: 'Hall',
        contentType: 'app',
        appPushType: 'apk',
        appFile: apk('app-3.0.0.apk'),
        firmwareXmlPath: 'http://ota.example.com/fw.XML',
        keypadVolume: 100,
        rebootTime: '04:15',
        wifiSsid: 'Office',
        wifiPassword: 'secret',
        appPackage: 'com.example.signage',
        appClass: '.Main',
      },
      ...CONFIG_GROUPS.filter((group) => group !== 'loginXML'),
    );
    expect(formProblems(form)).toEqual({});
    expect(canSend(form)).toBe(true);
  });

  it('wants an http(s) URL for a website and a file for an .apk push', () => {
    expect(
      formProblems(withGroups({ contentType: 'website', contentUrl: 'www.x.com' }, 'contentType')),
    ).toEqual({
      contentUrl: 'invalid_url',
    });
    expect(formProblems(withGroups({ contentType: 'app', appPushType: 'apk' }, 'contentType'))).toEqual({
      appFile: 'file_required',
    });
    expect(formProblems(withGroups({ firmwareXmlPath: 'fw.xml' }, 'firmware'))).toEqual({
      firmwareXmlPath: 'invalid_url',
    });
  });

  it('refuses a volume outside 0–100', () => {
    expect(formProblems(withGroups({ keypadVolume: 101 }, 'keypadVolume'))).toEqual({
      keypadVolume: 'required',
    });
    expect(formProblems(withGroups({ keypadVolume: 0 }, 'keypadVolume'))).toEqual({});
  });

  it('checks the ZIP URL for .zip beside the XML URL for .xml', () => {
    expect(
      formProblems(
        withGroups({ firmwareSource: 'zipUrl', firmwareZipUrl: 'https://o.example.com/fw.xml' }, 'firmware'),
      ),
    ).toEqual({ firmwareZipUrl: 'zip_url' });
    expect(
      formProblems(withGroups({ firmwareSource: 'zipUrl', firmwareZipUrl: 'ftp://x/fw.zip' }, 'firmware')),
    ).toEqual({
      firmwareZipUrl: 'invalid_url',
    });
    expect(
      formProblems(
        withGroups({ firmwareSource: 'zipUrl', firmwareZipUrl: 'https://o.example.com/FW.ZIP' }, 'firmware'),
      ),
    ).toEqual({});
    expect(
      formProblems(
        withGroups({ firmwareSource: 'xml', firmwareXmlPath: 'https://o.example.com/fw.zip' }, 'firmware'),
      ),
    ).toEqual({ firmwareXmlPath: 'xml_url' });
  });

  it('wants a device password of 4 to 16 characters typed twice alike; removing needs nothing', () => {
    const set = (devicePassword: string, devicePasswordConfirm = devicePassword) =>
      formProblems(
        withGroups({ devicePasswordAction: 'set', devicePassword, devicePasswordConfirm }, 'qbicSecurity'),
      );
    expect(set('abc')).toEqual({ devicePassword: 'password_length' });
    expect(set('a'.repeat(17))).toEqual({ devicePassword: 'password_length' });
    expect(set('abcd', 'abce')).toEqual({ devicePasswordConfirm: 'password_mismatch' });
    expect(set('abcd')).toEqual({});
    expect(formProblems(withGroups({ devicePasswordAction: 'remove' }, 'qbicSecurity'))).toEqual({});
  });

  it('wants a network name (and its password when secured) only while Wi-Fi is switched on', () => {
    expect(formProblems(withGroups({ wifiState: 'enabled', wifiSecurity: 'wpa2' }, 'wifi'))).toEqual({
      wifiSsid: 'required',
      wifiPassword: 'required',
    });
    expect(
      formProblems(withGroups({ wifiState: 'enabled', wifiSecurity: 'none', wifiSsid: 'Guest' }, 'wifi')),
    ).toEqual({});
    expect(formProblems(withGroups({ wifiState: 'disabled' }, 'wifi'))).toEqual({});
  });

  it('wants a dotted package name, and a class to start an app', () => {
    expect(formProblems(withGroups({ appAction: 'start', appPackage: 'signage' }, 'appControl'))).toEqual({
      appPackage: 'package_name',
      appClass: 'required',
    });
    expect(
      formProblems(withGroups({ appAction: 'stop', appPackage: 'com.example.signage' }, 'appControl')),
    ).toEqual({});
  });

  it('starts one player from its stored login (never its password), Wi-Fi and optimised restart', () => {
    const form = formFromSettings(
      { player_name: 'Lobby', is_reboot_optimized: true },
      {},
      {
        login: { username: 'kiosk', hasPassword: true },
        wifiState: 'enabled',
        wifiNetwork: { ssid: 'Office', security: 'wpa3' },
      },
    );
    expect(form).toMatchObject({
      loginUsername: 'kiosk',
      loginPassword: '',
      rebootOptimized: true,
      wifiState: 'enabled',
      wifiSsid: 'Office',
      wifiSecurity: 'wpa3',
      wifiPassword: '',
      devicePassword: '',
    });
    expect(Object.values(form.enabled).some(Boolean)).toBe(false);
    expect(formFromSettings({}, {}, { wifiNetwork: { ssid: 'X', security: 'wep' } }).wifiSecurity).toBe(
      'none',
    );
  });
});
