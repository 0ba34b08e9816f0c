import { describe, expect, it } from 'vitest';
import type { PlayerOutcome } from '../bulkSave';
import {
  appliedAndNot,
  appliedSteps,
  failureLines,
  reasonText,
  resultLines,
  runChangedPlayers,
} from './statusView';

const outcome = (changes: Partial<PlayerOutcome>): PlayerOutcome => ({
  index: 0,
  ip: '10.0.0.1',
  serial_number: 'QB1',
  state: 'failed',
  failures: [],
  done: [],
  pending: [],
  ...changes,
});

describe('status dialog reasons', () => {
  it('calls a refused app upload a possible downgrade, with the player detail when given', () => {
    expect(reasonText({ step: 'appUpload', code: 'DEVICE_REQUEST_FAILED', status: 400 })).toEqual({
      key: 'dm.qbicConfig.reasons.app_downgrade',
    });
    expect(
      reasonText({
        step: 'appUpload',
        code: 'DEVICE_REQUEST_FAILED',
        status: 400,
        detail: 'older than 2.3.0',
      }),
    ).toEqual({ key: 'dm.qbicConfig.reasons.app_downgrade_detail', args: { detail: 'older than 2.3.0' } });
  });

  it('shows the firmware failure reason from the player, or its status when it gave none', () => {
    expect(
      reasonText({
        step: 'firmwareUpload',
        code: 'DEVICE_REQUEST_FAILED',
        status: 400,
        detail: 'not a zip archive',
      }),
    ).toEqual({ key: 'dm.qbicConfig.reasons.device_says', args: { detail: 'not a zip archive' } });
    expect(reasonText({ step: 'deviceName', code: 'DEVICE_REQUEST_FAILED', status: 500 })).toEqual({
      key: 'dm.qbicConfig.reasons.device_status',
      args: { status: 500 },
    });
  });

  it('uses the error catalogue for named errors, under an authentication heading when signing in failed', () => {
    expect(failureLines(outcome({ failures: [{ step: 'authorize', code: 'UNLOCKABLE_DEVICE' }] }))).toEqual([
      {
        step: { key: 'dm.qbicConfig.steps.authorize' },
        reason: { key: 'dm.errors.code.UNLOCKABLE_DEVICE' },
      },
    ]);
    expect(reasonText({ step: 'appUpload', code: 'UNREACHABLE_DEVICE' })).toEqual({
      key: 'dm.errors.code.UNREACHABLE_DEVICE',
    });
  });

  it('heads a player that did not answer the sign-in (restarting) as offline, not as an authentication error', () => {
    expect(failureLines(outcome({ failures: [{ step: 'authorize', code: 'UNREACHABLE_DEVICE' }] }))).toEqual([
      {
        step: { key: 'dm.qbicConfig.steps.offline' },
        reason: { key: 'dm.errors.code.UNREACHABLE_DEVICE' },
      },
    ]);
  });

  it('states that a player was cancelled before what failed earlier', () => {
    const lines = failureLines(
      outcome({
        state: 'cancelled',
        failures: [{ step: 'keypadVolume', code: 'DEVICE_REQUEST_FAILED', status: 400 }],
      }),
    );
    expect(lines.map((line) => line.step.key)).toEqual([
      'dm.qbicConfig.status.state.cancelled',
      'dm.qbicConfig.steps.keypadVolume',
    ]);
  });

  it('tells whether a run changed anything', () => {
    expect(appliedSteps(outcome({ done: ['authorize', 'deviceName'] }))).toEqual(['deviceName']);
    expect(runChangedPlayers([outcome({ done: ['authorize'] }), undefined])).toBe(false);
    expect(runChangedPlayers([outcome({ done: ['authorize'] }), outcome({ done: ['reboot'] })])).toBe(true);
  });
});

describe('what each player got', () => {
  it('names each applied step as the form does, with the Wi-Fi and the app the player answered', () => {
    expect(
      resultLines(
        outcome({
          state: 'succeeded',
          done: ['authorize', 'loginXML', 'wifi', 'appUpload', 'appControl', 'reboot'],
          wifi: { state: 'enabled', ssid: 'Office' },
          app: { pkgname: 'com.example.signage', state: 'started' },
        }),
      ),
    ).toEqual([
      { key: 'dm.qbicConfig.groups.loginXML' },
      { key: 'dm.qbicConfig.results.wifi_network', args: { ssid: 'Office' } },
      { key: 'dm.qbicConfig.results.appUpload' },
      { key: 'dm.qbicConfig.results.app_started', args: { pkgname: 'com.example.signage' } },
      { key: 'dm.qbicConfig.results.reboot' },
    ]);
    expect(
      resultLines(outcome({ done: ['authorize', 'wifi'], wifi: { state: 'disabled', ssid: 'Office' } })),
    ).toEqual([{ key: 'dm.qbicConfig.results.wifi_disabled' }]);
  });

  it('says a firmware ZIP URL could not be downloaded rather than quoting the player', () => {
    expect(
      reasonText({
        step: 'firmwareUpload',
        code: 'DEVICE_REQUEST_FAILED',
        detail: 'download https://o.example.com/fw.zip (404)',
      }),
    ).toEqual({
      key: 'dm.qbicConfig.reasons.firmware_download',
      args: { url: 'https://o.example.com/fw.zip (404)' },
    });
  });

  it('says a player was not opened because it holds the password this console gave it', () => {
    expect(reasonText({ step: 'authorize', code: 'UNLOCKABLE_DEVICE', ownPassword: true })).toEqual({
      key: 'dm.qbicConfig.reasons.locked_own',
    });
  });

  it('says a firmware ZIP URL that answered something else than a ZIP archive is not one', () => {
    expect(
      reasonText({
        step: 'firmwareUpload',
        code: 'DEVICE_REQUEST_FAILED',
        detail: 'notzip https://o.example.com/fw.zip',
      }),
    ).toEqual({
      key: 'dm.qbicConfig.reasons.firmware_not_zip',
      args: { url: 'https://o.example.com/fw.zip' },
    });
  });
});

describe('what a player got and did not get', () => {
  it('names each part as the form does, the uploads and the restart by what they are', () => {
    expect(
      appliedAndNot(
        outcome({
          done: ['authorize', 'deviceName', 'wifi'],
          pending: ['appUpload', 'firmwareUpload', 'reboot'],
        }),
      ),
    ).toEqual({
      applied: [{ key: 'dm.qbicConfig.groups.deviceName' }, { key: 'dm.qbicConfig.groups.wifi' }],
      notApplied: [
        { key: 'dm.qbicConfig.parts.appUpload' },
        { key: 'dm.qbicConfig.parts.firmwareUpload' },
        { key: 'dm.qbicConfig.parts.reboot' },
      ],
    });
  });
});
