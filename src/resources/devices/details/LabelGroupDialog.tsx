import { useState } from 'react';
import { Alert, Autocomplete, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { FormDialog } from '../../../components/FormDialog';
import type { AppDataProvider } from '../../../dataProvider';
import { deviceTarget } from '../deviceActivity';
import { deviceTitle, type Device } from '../deviceModel';
import { translateError } from '../errorText';

export interface LabelGroupDialogProps {
  device: Device;
  onClose: () => void;
  onSaved: () => void;
}

/** Longest label or group name the backend keeps. */
const TEXT_MAX = 64;

/** Edits the device's label and group; a group name that does not exist yet becomes a new group. */
export const LabelGroupDialog = ({ device, onClose, onSaved }: LabelGroupDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [label, setLabel] = useState(device.label ?? '');
  const [group, setGroup] = useState(device.group ?? '');
  const log = useActivityLog();
  const logSave = (error?: unknown) =>
    void log({
      action: 'device.labelGroup',
      targets: [
        deviceTarget(device, error, {
          before: { label: device.label ?? '', group: device.group ?? '' },
          after: { label: label.trim(), group: group.trim() },
        }),
      ],
    });
  const groups = useQuery({
    queryKey: ['tenant', 'groups'],
    queryFn: ({ signal }) => dataProvider.tenantGroups({ signal }),
  });
  const save = useMutation({
    mutationFn: async () => {
      if (label.trim() !== (device.label ?? '')) await dataProvider.setDeviceLabel(device.id, label.trim());
      if (group.trim() !== (device.group ?? '')) await dataProvider.setDeviceGroup(device.id, group.trim());
    },
    onSuccess: () => {
      logSave();
      notify('dm.devicesTab.labelGroup.saved', { type: 'success' });
      onSaved();
    },
    onError: (error) => logSave(error),
  });
  const names = (groups.data ?? []).map((item) => item.name);
  return (
    <FormDialog
      title={translate('dm.devicesTab.labelGroup.title', { name: deviceTitle(device) })}
      busy={save.isPending}
      onSubmit={() => save.mutate()}
      onCancel={onClose}
      maxWidth="xs"
    >
      {save.isError ? <Alert severity="error">{translateError(translate, save.error)}</Alert> : null}
      <TextField
        name="label"
        label={translate('dm.devicesTab.labelGroup.label')}
        helperText={translate('dm.devicesTab.labelGroup.labelHint')}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
      />
      <Autocomplete
        freeSolo
        options={names}
        loading={groups.isPending}
        value={group}
        inputValue={group}
        onInputChange={(_event, value) => setGroup(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            name="group"
            label={translate('dm.devicesTab.labelGroup.group')}
            helperText={
              group.trim() && !names.some((name) => name.toLowerCase() === group.trim().toLowerCase())
                ? translate('dm.devicesTab.labelGroup.newGroup', { name: group.trim() })
                : translate('dm.devicesTab.labelGroup.groupHint')
            }
            slotProps={{ htmlInput: { ...params.inputProps, maxLength: TEXT_MAX } }}
          />
        )}
      />
    </FormDialog>
  );
};
