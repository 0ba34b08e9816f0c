import type { TranslateFunction } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../config';
import type { DeviceErrorCode } from '../errors';
import da from '../../i18n/da';
import de from '../../i18n/de';
import en from '../../i18n/en';
import es from '../../i18n/es';
import fr from '../../i18n/fr';
import { flattenMessages } from '../../i18n/messages';
import nl from '../../i18n/nl';
import sv from '../../i18n/sv';
import type { PreparedPlayerRow } from './playerRows';
import { playerResultSheetRows, playerRowStatus } from './playerStatus';

const row = (problem: PreparedPlayerRow['problem'] = null): PreparedPlayerRow => ({
  source: {
    row: 2,
    serialNumber: 'QB00000001',
    deviceName: 'Lobby',
    username: '',
    password: '',
    ip: '127.0.0.2',
    isValid: true,
  },
  ip: '127.0.0.2',
  problem,
  plan: { name: true, login: 'keep', devicePassword: 'keep' },
});
/** A text with its %{values} put in, as the console's translate does. */
const polyglot = (phrase: string, args: Record<string, unknown>) =>
  phrase.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
const failed = (code: DeviceErrorCode) => playerRowStatus(row(), { ok: false, code });

describe('the status of a player row', () => {
  it('says each push failure of the bulk catalogue in its own words (000 §8)', () => {
    expect(failed('DEVICE_NOT_FOUND')).toEqual({ key: 'dm.bulk.player.unableToConnect', color: 'error' });
    expect(failed('UNLOCKABLE_DEVICE')).toEqual({ key: 'dm.bulk.player.locked', color: 'error' });
    expect(failed('SERIAL_NUMBER_IP_ADDRESS_MISMATCH').key).toBe('dm.bulk.player.mismatch');
    expect(failed('ERROR_UNLOCKING_QBIC_DEVICE').key).toBe('dm.bulk.player.unlockFailed');
    expect(failed('ERROR_LOCKING_QBIC_DEVICE').key).toBe('dm.bulk.player.lockFailed');
  });

  it('says the player refused the change for any other code', () => {
    expect(failed('DEVICE_REQUEST_FAILED')).toEqual({ key: 'dm.bulk.player.failed', color: 'error' });
  });

  it('names the field and its limit for a name too long', () => {
    const long = { ...row('nameTooLong'), source: { ...row().source, deviceName: 'x'.repeat(70) } };
    const status = playerRowStatus(long, undefined);
    expect(status.key).toBe('dm.bulk.player.nameTooLong');
    expect(status.args).toMatchObject({ length: 70, max: 64 });
    const text = polyglot(flattenMessages(en)[status.key], status.args ?? {});
    expect(text).toBe('Device name is too long: 70 characters, at most 64');
  });

  it('writes the result sheet in the UI language: outcome and reason, never the password', () => {
    const texts = flattenMessages(de);
    const translate = ((key: string, args: Record<string, unknown> = {}) =>
      polyglot(texts[key] ?? key, args)) as TranslateFunction;
    const secret = { ...row(), source: { ...row().source, username: 'kiosk', password: 'Geheim-1' } };
    const sheet = playerResultSheetRows(
      translate,
      [secret, row('serialNotFound'), row()],
      new Map([
        [0, { ok: true }],
        [2, { ok: false, code: 'DEVICE_NOT_FOUND' }],
      ] as const),
    );
    expect(sheet[0]).toEqual(['Zeile', 'Seriennummer', 'Gerätename', 'Benutzername', 'Ergebnis', 'Grund']);
    expect(sheet[1].slice(3)).toEqual(['kiosk', 'Gespeichert', '']);
    expect(sheet[2].slice(4)).toEqual([
      'Nicht übertragen',
      'Seriennummer ist unter den gefundenen Playern nicht vorhanden',
    ]);
    expect(sheet[3].slice(4)).toEqual(['Fehlgeschlagen', 'Verbindung nicht möglich']);
    expect(JSON.stringify(sheet)).not.toContain('Geheim-1');
  });

  it('puts a row’s own problem first, then its outcome, else ready', () => {
    expect(playerRowStatus(row('passwordMissing'), { ok: true }).key).toBe('dm.bulk.player.passwordMissing');
    expect(playerRowStatus(row(), { ok: true })).toEqual({ key: 'dm.bulk.status.success', color: 'success' });
    expect(playerRowStatus(row(), undefined)).toEqual({ key: 'dm.bulk.status.ready', color: 'info' });
  });

  it('says a row that changes nothing on its player has nothing to change, not ready', () => {
    const same = { ...row(), plan: { name: false, login: 'keep', devicePassword: 'keep' } as const };
    expect(playerRowStatus(same, undefined)).toEqual({ key: 'dm.bulk.player.noChange', color: 'info' });
    const translate = ((key: string) => flattenMessages(en)[key] ?? key) as TranslateFunction;
    expect(playerResultSheetRows(translate, [same], new Map())[1][4]).toBe(
      'Nothing to change: the player already holds this row',
    );
  });

  it('has a text in every language for every status it gives', () => {
    const bundles = { en, fr, de, nl, sv, da, es };
    const keys = [
      ...(
        [
          'DEVICE_NOT_FOUND',
          'UNLOCKABLE_DEVICE',
          'SERIAL_NUMBER_IP_ADDRESS_MISMATCH',
          'ERROR_UNLOCKING_QBIC_DEVICE',
          'ERROR_LOCKING_QBIC_DEVICE',
          'DEVICE_REQUEST_FAILED',
        ] as const
      ).map((code) => failed(code).key),
      ...(
        [
          'serialMissing',
          'serialRepeated',
          'ipInvalid',
          'nameTooLong',
          'statusChanged',
          'serialNotFound',
          'passwordMissing',
        ] as const
      ).map((problem) => playerRowStatus(row(problem), undefined).key),
      'dm.bulk.player.noChange',
    ];
    for (const lang of UI_LANGUAGES) {
      const texts = flattenMessages(bundles[lang]);
      for (const key of keys) expect(texts[key], `${lang} ${key}`).toEqual(expect.any(String));
    }
  });
});
