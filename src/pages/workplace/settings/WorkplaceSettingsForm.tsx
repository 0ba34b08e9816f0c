import { useTenantChangeLog } from '../../../components/activity/useTenantChangeLog';
import { DialogContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { WorkplaceSettingsView } from '../../../domain/workplace/types';
import { SettingsActions } from '../../settings/SettingsActions';
import { SettingSwitch } from '../../settings/SettingSwitch';
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

/** The loaded workplace settings: preview toggle and preview users; Save after a change, then the dialog closes. */
export const WorkplaceSettingsForm = ({ settings, onClose, requestClose }: WorkplaceSettingsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [initial] = useState(() => formFromSettings(settings));
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [adding, setAdding] = useState(false);
  const logChange = useTenantChangeLog('workplace.settings');
  const save = useMutation({
    mutationFn: () => dataProvider.saveWorkplaceSettings(settingsOf(form)),
    onError: (error) => logChange(settingsOf(initial), settingsOf(form), error),
    onSuccess: (saved) => {
      logChange(settingsOf(initial), settingsOf(form));
      queryClient.setQueryData(WORKPLACE_SETTINGS_KEY, saved);
      notify('dm.ux.settings.saved', { type: 'success' });
      onClose();
    },
  });
  const busy = save.isPending;
  const problem = saveProblem(form);
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
  const submit = () => {
    setAttempted(true);
    if (problem === null) save.mutate();
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
            <UserChips
              users={form.users}
              disabled={busy}
              onRemove={(uid) => setForm(removeUser(form, uid))}
            />
          </div>
        </Stack>
      </DialogContent>
      <SettingsActions
        dirty={isDirty(initial, form)}
        busy={busy}
        waiting={adding}
        savingLabel="dm.workplace.settings.saving"
        onSave={submit}
        onClose={onClose}
        requestClose={requestClose}
      />
    </>
  );
};
