import { useTenantChangeLog } from '../../components/activity/useTenantChangeLog';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { APP_VERSION, UI_LANGUAGES } from '../../config';
import type { AppDataProvider } from '../../dataProvider';
import type { TenantSettings } from '../../contract/tenant';
import { EmailChipsField } from './EmailChipsField';
import {
  addTypedEmails,
  changesOf,
  formFromSettings,
  isDirty,
  KIOSK_SETTINGS_ERRORS,
  removeEmail,
  saveProblem,
  setNotification,
} from './kioskSettings';
import { OfflineLoginKeyField } from './OfflineLoginKeyField';
import { SettingsFormBody } from './SettingsFormBody';
import { SettingSwitch } from './SettingSwitch';
import { TENANT_SETTINGS_KEY } from './useTenantSettings';
import { useSettingsForm } from './useSettingsForm';

export interface KioskSettingsFormProps {
  settings: TenantSettings;
  onClose(): void;
  onSaved?(settings: TenantSettings): void;
  requestClose?: RefObject<(() => void) | null>;
}

const WARNINGS = ['qbicWarning1', 'qbicWarning2', 'qbicWarning3'] as const;

const KIOSK_FORM = { fromSettings: formFromSettings, problemOf: saveProblem, isDirty };

/** The loaded kiosk settings: edit, Save (only after a change; inputs disabled while saving), Close. */
export const KioskSettingsForm = ({ settings, onClose, onSaved, requestClose }: KioskSettingsFormProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const logChange = useTenantChangeLog('kiosk.settings');
  const { form, setForm, attempted, problem, busy, actions } = useSettingsForm(settings, KIOSK_FORM, {
    save: (edited) => dataProvider.saveTenantSettings(changesOf(edited)),
    queryKey: TENANT_SETTINGS_KEY,
    onSaved,
    onClose,
    record: (before, after, error) => logChange(changesOf(before), changesOf(after), error),
  });
  const [offlineKey, setOfflineKey] = useState(settings.offlineLoginKey);
  const languages = useQuery({
    queryKey: ['languages'],
    queryFn: ({ signal }) => dataProvider.languages({ signal }),
    staleTime: Infinity,
  });
  const newKey = useMutation({
    mutationFn: () => dataProvider.newOfflineLoginKey(),
    onSuccess: (key) => {
      setOfflineKey(key);
      queryClient.setQueryData<TenantSettings>(
        TENANT_SETTINGS_KEY,
        (old) => old && { ...old, offlineLoginKey: key },
      );
    },
  });
  const emailError = form.emailInvalid
    ? KIOSK_SETTINGS_ERRORS.invalidEmail
    : attempted && problem !== null
      ? problem
      : null;
  const options = languages.data?.length
    ? languages.data.map((language) => ({ code: language.code, label: language.nativeReference }))
    : UI_LANGUAGES.map((code) => ({ code, label: code }));

  return (
    <SettingsFormBody
      {...actions}
      waiting={newKey.isPending}
      savingLabel="dm.kioskSettings.saving"
      requestClose={requestClose}
    >
      <SettingSwitch
        name="isEmailNotificationEnabled"
        label="dm.kioskSettings.emailNotification"
        checked={form.isEmailNotificationEnabled}
        disabled={busy}
        onChange={(checked) => setForm(setNotification(form, checked))}
      />
      <TextField
        select
        name="language"
        label={translate('dm.kioskSettings.language')}
        value={form.language}
        disabled={busy}
        onChange={(event) => setForm({ ...form, language: event.target.value })}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <EmailChipsField
        emails={form.emails}
        value={form.emailInput}
        disabled={busy || !form.isEmailNotificationEnabled}
        error={emailError}
        onChange={(emailInput) => setForm({ ...form, emailInput, emailInvalid: false })}
        onAdd={() => setForm(addTypedEmails(form))}
        onRemove={(email) => setForm(removeEmail(form, email))}
      />
      <SettingSwitch
        name="enableQbicSecurity"
        label="dm.kioskSettings.qbicSecurity"
        checked={form.enableQbicSecurity}
        disabled={busy}
        onChange={(checked) => setForm({ ...form, enableQbicSecurity: checked })}
      />
      <Alert severity="warning" icon={false}>
        {WARNINGS.map((key, index) => (
          <Typography key={key} variant="body2" sx={{ mt: index === 0 ? 0 : 1.5 }}>
            {translate(`dm.kioskSettings.${key}`)}
          </Typography>
        ))}
      </Alert>
      <SettingSwitch
        name="allowKioskToManagePassword"
        label="dm.kioskSettings.allowKioskPassword"
        description="dm.ux.settings.allow_password_help"
        checked={form.allowKioskToManagePassword}
        disabled={busy}
        onChange={(checked) => setForm({ ...form, allowKioskToManagePassword: checked })}
      />
      {form.allowKioskToManagePassword && (
        <OfflineLoginKeyField value={offlineKey} disabled={busy} onRefresh={() => newKey.mutateAsync()} />
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('dm.kioskSettings.version', { version: APP_VERSION })}
      </Typography>
    </SettingsFormBody>
  );
};
