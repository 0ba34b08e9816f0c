import { describe, expect, it } from 'vitest';
import {
  addTypedEmails,
  changesOf,
  formFromSettings,
  isDirty,
  removeEmail,
  saveProblem,
  setNotification,
} from './kioskSettings';

const SETTINGS = {
  emailId: 'a@acme.example,b@acme.example',
  isEmailNotificationEnabled: true,
  enableQbicSecurity: true,
  language: 'en',
  allowKioskToManagePassword: true,
  offlineLoginKey: 'KEY',
};

describe('kiosk settings form', () => {
  const initial = formFromSettings(SETTINGS);

  it('starts clean from the settings and sends them back unchanged', () => {
    expect(initial.emails).toEqual(['a@acme.example', 'b@acme.example']);
    expect(isDirty(initial, initial)).toBe(false);
    const { offlineLoginKey: _key, ...changes } = SETTINGS;
    expect(changesOf(initial)).toEqual(changes);
    expect(saveProblem(initial)).toBeNull();
  });

  it('becomes dirty on any change, and clean again when the change is undone', () => {
    const other = { ...initial, language: 'fr' };
    expect(isDirty(initial, other)).toBe(true);
    expect(isDirty(initial, { ...other, language: 'en' })).toBe(false);
    expect(isDirty(initial, { ...initial, emailInput: 'c@' })).toBe(true);
    expect(isDirty(initial, removeEmail(initial, 'b@acme.example'))).toBe(true);
  });

  it('adds typed addresses and keeps invalid ones in the field with the invalid-email error', () => {
    const typed = addTypedEmails({ ...initial, emailInput: 'c@acme.example, wrong' });
    expect(typed.emails).toEqual(['a@acme.example', 'b@acme.example', 'c@acme.example']);
    expect(typed.emailInput).toBe('wrong');
    expect(saveProblem(typed)).toBe('dm.kioskSettings.errors.invalidEmail');
    expect(saveProblem({ ...initial, emailInput: 'd@acme.example' })).toBe(
      'dm.kioskSettings.errors.pendingEmail',
    );
  });

  it('needs an address while notification is on, and clears them when it is turned off', () => {
    const empty = removeEmail(removeEmail(initial, 'a@acme.example'), 'b@acme.example');
    expect(saveProblem(empty)).toBe('dm.kioskSettings.errors.minimumEmails');
    const off = setNotification({ ...initial, emailInput: 'x' }, false);
    expect(off).toMatchObject({ isEmailNotificationEnabled: false, emails: [], emailInput: '' });
    expect(saveProblem(off)).toBeNull();
    expect(changesOf(off).emailId).toBe('');
    expect(setNotification(off, true).isEmailNotificationEnabled).toBe(true);
  });
});
