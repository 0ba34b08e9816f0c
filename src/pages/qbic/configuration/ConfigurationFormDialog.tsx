import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { canSend, type ConfigurationForm } from '../../../devices/bulkSave';
import { ConfigurationFields } from './ConfigurationFields';
import type { ConfigurablePlayer } from './types';
import type { InitialForm } from './useInitialForm';

export interface ConfigurationFormDialogProps {
  players: readonly ConfigurablePlayer[];
  qbicSecurityEnabled: boolean;
  initial: InitialForm;
  onCancel(): void;
  onStart(form: ConfigurationForm): void;
}

const FormBody = ({
  initialForm,
  players,
  qbicSecurityEnabled,
  onCancel,
  onStart,
}: Omit<ConfigurationFormDialogProps, 'initial'> & { initialForm: ConfigurationForm }) => {
  const translate = useTranslate();
  const [form, setForm] = useState(initialForm);
  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {translate('dm.qbicConfig.intro')}
        </Typography>
        <ConfigurationFields
          form={form}
          onChange={setForm}
          several={players.length > 1}
          qbicSecurityEnabled={qbicSecurityEnabled}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('dm.common.cancel')}</Button>
        <Button variant="contained" disabled={!canSend(form)} onClick={() => onStart(form)}>
          {translate('dm.qbicConfig.start')}
        </Button>
      </DialogActions>
    </>
  );
};

/** The device configuration form for one or many players (001 §3). */
export const ConfigurationFormDialog = (props: ConfigurationFormDialogProps) => {
  const translate = useTranslate();
  const { players, initial, onCancel } = props;
  const [first] = players;
  const selection =
    players.length === 1
      ? translate('dm.qbicConfig.selection_one', {
          name: first.player_name ?? first.serial_number,
          ip: first.ip,
        })
      : translate('dm.qbicConfig.selection_many', { smart_count: players.length, count: players.length });
  return (
    <Dialog
      open
      // A click beside the form must not throw away what was typed; Escape and Cancel close it.
      onClose={(_event, reason) => reason !== 'backdropClick' && onCancel()}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="qbic-config-title"
    >
      <DialogTitle id="qbic-config-title">
        {translate('dm.qbicConfig.title')}
        <Typography variant="body2" color="textSecondary">
          {selection}
        </Typography>
      </DialogTitle>
      {initial.loadError ? (
        <Alert severity="warning" sx={{ mx: 3, mt: 1 }}>
          {translate('dm.qbicConfig.load_failed', {
            reason: translate(initial.loadError.key, initial.loadError.args),
          })}
        </Alert>
      ) : null}
      {initial.form ? (
        <FormBody {...props} initialForm={initial.form} />
      ) : (
        <>
          <DialogContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
              <CircularProgress size={24} />
              <Typography>{translate('dm.qbicConfig.loading')}</Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{translate('dm.common.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
