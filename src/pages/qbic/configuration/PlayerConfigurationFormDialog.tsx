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
import { useConfirm } from '../../../components/useConfirm';
import { canSend, type ConfigurationForm } from '../../../players/bulkSave';
import { ConfigurationFields } from './ConfigurationFields';
import { StartBlockersNote } from './StartBlockersNote';
import type { ConfigurablePlayer } from '../../../players/configuration/types';
import type { InitialForm } from './useInitialForm';

export interface PlayerConfigurationFormDialogProps {
  players: readonly ConfigurablePlayer[];
  qbicSecurityEnabled: boolean;
  initial: InitialForm;
  onCancel(): void;
  onStart(form: ConfigurationForm): void;
}

/** Whether starting changes the players' own password: it is asked for first. */
const changesDevicePassword = (form: ConfigurationForm) =>
  form.enabled.qbicSecurity && form.devicePasswordAction !== 'tenant';

const FormBody = ({
  initial,
  initialForm,
  players,
  qbicSecurityEnabled,
  onCancel,
  onStart,
}: PlayerConfigurationFormDialogProps & { initialForm: ConfigurationForm }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const [form, setForm] = useState(initialForm);
  const start = async () => {
    if (changesDevicePassword(form)) {
      const accepted = await confirm({
        type: 'warning',
        title: 'dm.qbicConfig.password_confirm.title',
        message: `dm.qbicConfig.password_confirm.${form.devicePasswordAction}`,
        messageArgs: { smart_count: players.length, count: players.length },
      });
      if (!accepted) return;
    }
    onStart(form);
  };
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
          holdings={initial.holdings}
        />
      </DialogContent>
      <DialogActions>
        <StartBlockersNote form={form} id="qbic-config-start-blockers" />
        <Button onClick={onCancel}>{translate('dm.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!canSend(form)}
          aria-describedby={canSend(form) ? undefined : 'qbic-config-start-blockers'}
          onClick={() => void start()}
        >
          {translate('dm.qbicConfig.start')}
        </Button>
      </DialogActions>
    </>
  );
};

/** The device configuration form for one or many players (001 §3). */
export const PlayerConfigurationFormDialog = (props: PlayerConfigurationFormDialogProps) => {
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
          <DialogContent aria-busy>
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
