import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { NumberInput } from '../../../components/NumberInput';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import { FormDialog } from '../../../components/FormDialog';
import type { AppDataProvider } from '../../../dataProvider';
import { displayTypeLabelKey } from '../deviceModel';
import { isDeviceGone, translateError } from '../errorText';
import type {
  ConfigurableType,
  ConfigurationDraft,
  DisplayMode,
} from '../../../domain/configuration/configurationModel';
import { FeedbackDisplayFields } from './FeedbackDisplayFields';
import type { FieldsProps } from './fieldsProps';
import { FloorDisplayFields } from './FloorDisplayFields';
import { buildConfigurationPayload } from '../../../domain/configuration/payload';
import {
  fieldLabelKey,
  missingFormFields,
  type ConfigField,
} from '../../../domain/configuration/requiredFields';
import { RoomDisplayFields } from './RoomDisplayFields';

const FIELDS: Record<ConfigurableType, (props: FieldsProps) => React.ReactNode> = {
  RD: RoomDisplayFields,
  FD: FloorDisplayFields,
  FBD: FeedbackDisplayFields,
};

export interface DeviceConfigurationFormDialogProps {
  deviceName: string;
  type: ConfigurableType;
  mode: DisplayMode;
  initial: ConfigurationDraft;
  /** The stored configuration's id: saving updates it (PUT); null creates one (POST). */
  configId: string | null;
  /** The stored configuration's modifiedDate as read: sent back, so a save over someone else's is refused. */
  version?: string | null;
  onBack: (() => void) | null;
  onClose: () => void;
  onSaved: () => void;
  /** The device left the tenant while the form was open: the list is read again (the dialog stays, saying so). */
  onGone: () => void;
}

/** The form of one display type; saving checks the required fields first and names the missing ones. */
export const DeviceConfigurationFormDialog = (props: DeviceConfigurationFormDialogProps) => {
  const { deviceName, type, mode, initial, configId, version, onBack, onClose, onSaved, onGone } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const missing: ReadonlySet<ConfigField> = new Set(tried ? missingFormFields(draft) : []);
  const log = useActivityLog();
  /** The save as the activity log keeps it: a new configuration has no values before. */
  const logSave = (error?: unknown) =>
    void log({
      action: 'device.configure',
      targets: [
        {
          id: initial.deviceId ?? '',
          name: deviceName,
          ok: error === undefined,
          error: error === undefined ? null : errorMessageKey(error),
          before: configId ? initial : undefined,
          after: draft,
        },
      ],
    });
  const save = useMutation({
    mutationFn: () =>
      dataProvider.saveDeviceConfiguration(
        initial.deviceId ?? '',
        configId && version
          ? { ...buildConfigurationPayload(draft, configId), modifiedDate: version }
          : buildConfigurationPayload(draft, configId),
      ),
    onSuccess: () => {
      logSave();
      notify('dm.devicesTab.configure.saved', { type: 'success' });
      onSaved();
    },
    onError: (error) => {
      logSave(error);
      if (isDeviceGone(error)) onGone();
    },
  });
  const gone = save.isError && isDeviceGone(save.error);
  const submit = () => {
    setTried(true);
    if (missingFormFields(draft).length === 0) save.mutate();
  };
  const Fields = FIELDS[type];
  const typeName = translate(displayTypeLabelKey(type));
  const view =
    type === 'RD' && mode !== 'NONE' ? ` · ${translate(`dm.devicesTab.configure.view.${mode}`)}` : '';
  return (
    <FormDialog
      title={`${translate('dm.devicesTab.configure.title', { type: typeName, name: deviceName })}${view}`}
      busy={save.isPending}
      saveDisabled={gone}
      onSubmit={submit}
      onCancel={onClose}
      formProps={{ 'data-display-type': type }}
      actions={
        onBack ? (
          <Button onClick={onBack} disabled={save.isPending} sx={{ mr: 'auto' }}>
            {translate('dm.devicesTab.configure.back')}
          </Button>
        ) : null
      }
    >
      {missing.size > 0 ? (
        <Alert severity="error" data-testid="missing-fields">
          {translate('dm.devicesTab.configure.missing', {
            fields: [...missing].map((field) => translate(fieldLabelKey(field))).join(', '),
          })}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert severity="error">
          {gone ? translate('dm.devicesTab.configure.gone') : translateError(translate, save.error)}
        </Alert>
      ) : null}
      <Fields
        draft={draft}
        missing={missing}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
      <NumberInput
        name="duration"
        label={translate('dm.devicesTab.configure.duration')}
        unit={translate('dm.ux.units.seconds')}
        value={draft.duration}
        onChange={(duration) => setDraft((current) => ({ ...current, duration }))}
      />
    </FormDialog>
  );
};
