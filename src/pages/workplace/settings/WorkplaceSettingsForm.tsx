import { useTenantChangeLog } from '../../../components/activity/useTenantChangeLog';
import { Typography } from '@mui/material';
import { useState, type RefObject } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { WorkplaceSettingsView } from '../../../domain/workplace/types';
import { SettingsFormBody } from '../../settings/SettingsFormBody';
import { SettingSwitch } from '../../settings/SettingSwitch';
import { useSettingsForm } from '../../settings/useSettingsForm';
import {
  addTypedUsers,
  addUser,
  formFromSettings,
  isDirty,
  removeUser,
  saveProblem,
  settingsOf,
} from '../model/settingsForm';
import { WORKPLACE_SETTINGS_KEY } from '../useWorkplaceSettings';
import { UserChips } from './UserChips';
import { UserSearchField } from '../../../components/userSearch/UserSearchField';

export interface WorkplaceSettingsFormProps {
  settings: WorkplaceSettingsView;
  onClose(): void;
  /** Where the form puts its own close request (which asks before discarding changes). */
  requestClose?: RefObject<(() => void) | null>;
}

const WORKPLACE_FORM = { fromSettings: formFromSettings, problemOf: saveProblem, isDirty };

/** The loaded workplace settings: preview toggle and preview users; Save after a change, then the dialog closes. */
export const WorkplaceSettingsForm = ({ settings, onClose, requestClose }: WorkplaceSettingsFormProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logChange = useTenantChangeLog('workplace.settings');
  const { form, setForm, attempted, problem, busy, actions } = useSettingsForm(settings, WORKPLACE_FORM, {
    save: (edited) => dataProvider.saveWorkplaceSettings(settingsOf(edited)),
    queryKey: WORKPLACE_SETTINGS_KEY,
    onClose,
    record: (before, after, error) => logChange(settingsOf(before), settingsOf(after), error),
  });
  const [adding, setAdding] = useState(false);
  const error = form.inputInvalid ? problem : attempted ? problem : null;

  const addTyped = async () => {
    setAdding(true);
    try {
      const next = await addTypedUsers(form, (entry) => dataProvider.searchUsers(entry));
      setForm(next);
    } finally {
      setAdding(false);
    }
  };

  return (
    <SettingsFormBody
      {...actions}
      waiting={adding}
      savingLabel="dm.workplace.settings.saving"
      requestClose={requestClose}
    >
      <SettingSwitch
        name="isPreviewEnabled"
        label="dm.workplace.settings.preview"
        checked={form.isPreviewEnabled}
        disabled={busy}
        onChange={(checked) => setForm({ ...form, isPreviewEnabled: checked })}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('dm.workplace.settings.previewHelp')}
      </Typography>
      <div>
        <UserSearchField
          value={form.input}
          disabled={busy || adding}
          error={error}
          onChange={(input) => setForm({ ...form, input, inputInvalid: false })}
          onPick={(user) => setForm({ ...addUser(form, user), input: '', inputInvalid: false })}
          onAddTyped={() => void addTyped()}
        />
        <UserChips users={form.users} disabled={busy} onRemove={(uid) => setForm(removeUser(form, uid))} />
      </div>
    </SettingsFormBody>
  );
};
