import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ExactProgress } from '../../../components/ExactProgress';
import { shownPercent } from '../../../components/percent';
import { STATUS_DIALOG_DONE_DELAY_MS } from '../../../config';
import type { RunView } from '../../../players/configuration/runView';
import { StatusErrors } from './StatusErrors';
import { StatusProgressList } from './StatusProgressList';
import { StatusResults } from './StatusResults';

export interface ConfigurationStatusDialogProps {
  view: RunView;
  cancelling: boolean;
  onCancel(): void;
  onClose(): void;
}

/**
 * The configuration status dialog (000 §2.8, §4): overall and per-player percent while busy, which cannot be
 * closed; done 1 s after 100 %, with the success and failure counts and the errors per player.
 */
export const ConfigurationStatusDialog = ({
  view,
  cancelling,
  onCancel,
  onClose,
}: ConfigurationStatusDialogProps) => {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  const finished = view.result !== undefined && view.overall >= 100;

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => setDone(true), STATUS_DIALOG_DONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  const percent = shownPercent(view.overall);
  return (
    <Dialog
      open
      onClose={done ? onClose : undefined}
      disableEscapeKeyDown={!done}
      maxWidth="sm"
      fullWidth
      aria-labelledby="qbic-status-title"
      data-testid="configuration-status"
      data-done={done}
    >
      <DialogTitle id="qbic-status-title">{translate('dm.qbicConfig.status.title')}</DialogTitle>
      <DialogContent dividers>
        {done && view.result ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={3}>
              <Typography color="success.main" data-testid="succeeded-count">
                {translate('dm.qbicConfig.status.succeeded', { count: view.result.succeeded })}
              </Typography>
              <Typography color={view.result.failed ? 'error' : 'textSecondary'} data-testid="failed-count">
                {translate('dm.qbicConfig.status.failed', { count: view.result.failed })}
              </Typography>
            </Stack>
            <StatusErrors rows={view.rows} />
            <StatusResults rows={view.rows} />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <ExactProgress
                value={view.overall}
                sx={{ flex: 1, height: 8, borderRadius: 1 }}
                aria-label={translate('dm.qbicConfig.status.overall')}
              />
              <Typography data-testid="overall-percent">
                {translate('dm.common.percent', { percent })}
              </Typography>
            </Stack>
            <StatusProgressList rows={view.rows} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {translate('dm.common.close')}
          </Button>
        ) : (
          <Button onClick={onCancel} disabled={cancelling || finished}>
            {translate(cancelling ? 'dm.qbicConfig.status.cancelling' : 'dm.qbicConfig.status.cancel')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
