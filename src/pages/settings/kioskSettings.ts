import type { TenantSettings, TenantSettingsChanges } from '../../contract/tenant';
import { addEmails, splitEmails } from '../../domain/emailRules';

/** The kiosk settings dialog's form (001 §2 kiosk variant, §5 email entry) as pure state and rules. */
export interface KioskSettingsForm {
  isEmailNotificationEnabled: boolean;
  emails: string[];
  /** Text typed in the email field and not added yet. */
  emailInput: string;
  /** The typed text held an invalid address when last added. */
  emailInvalid: boolean;
  language: string;
  enableQbicSecurity: boolean;
  allowKioskToManagePassword: boolean;
}

export const KIOSK_SETTINGS_ERRORS = {
  invalidEmail: 'dm.kioskSettings.errors.invalidEmail',
  minimumEmails: 'dm.kioskSettings.errors.minimumEmails',
  pendingEmail: 'dm.kioskSettings.errors.pendingEmail',
} as const;

export function formFromSettings(settings: TenantSettings): KioskSettingsForm {
  return {
    isEmailNotificationEnabled: settings.isEmailNotificationEnabled,
    emails: splitEmails(settings.emailId),
    emailInput: '',
    emailInvalid: false,
    language: settings.language,
    enableQbicSecurity: settings.enableQbicSecurity,
    allowKioskToManagePassword: settings.allowKioskToManagePassword,
  };
}

/** What a save sends. */
export function changesOf(form: KioskSettingsForm): TenantSettingsChanges {
  return {
    emailId: form.emails.join(','),
    isEmailNotificationEnabled: form.isEmailNotificationEnabled,
    enableQbicSecurity: form.enableQbicSecurity,
    language: form.language,
    allowKioskToManagePassword: form.allowKioskToManagePassword,
  };
}

/** Save is enabled only after a change: a different value, or text typed in the email field. */
export function isDirty(initial: KioskSettingsForm, form: KioskSettingsForm): boolean {
  return (
    JSON.stringify(changesOf(initial)) !== JSON.stringify(changesOf(form)) || form.emailInput.trim() !== ''
  );
}

/** Adds what the email field holds: valid new addresses become chips, invalid ones stay with the error. */
export function addTypedEmails(form: KioskSettingsForm): KioskSettingsForm {
  const entry = addEmails(form.emails, form.emailInput);
  return { ...form, emails: entry.emails, emailInput: entry.remaining, emailInvalid: entry.invalid };
}

export const removeEmail = (form: KioskSettingsForm, email: string): KioskSettingsForm => ({
  ...form,
  emails: form.emails.filter((existing) => existing !== email),
});

/** Turning notification off clears the list and the field (which is then disabled). */
export const setNotification = (form: KioskSettingsForm, enabled: boolean): KioskSettingsForm =>
  enabled
    ? { ...form, isEmailNotificationEnabled: true }
    : { ...form, isEmailNotificationEnabled: false, emails: [], emailInput: '', emailInvalid: false };

/** Why the form cannot be saved (a translation key), or null. */
export function saveProblem(form: KioskSettingsForm): string | null {
  if (form.emailInput.trim() !== '') {
    return form.emailInvalid ? KIOSK_SETTINGS_ERRORS.invalidEmail : KIOSK_SETTINGS_ERRORS.pendingEmail;
  }
  if (form.isEmailNotificationEnabled && form.emails.length === 0) return KIOSK_SETTINGS_ERRORS.minimumEmails;
  return null;
}
