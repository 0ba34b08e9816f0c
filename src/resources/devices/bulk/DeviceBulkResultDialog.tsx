import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';
import { DeviceBulkTable } from './DeviceBulkTable';
import { PushProgress } from '../../../components/bulk/PushProgress';

export interface DeviceBulkResultDialogProps {
  rows: readonly PreparedRow[];
  outcomes: ReadonlyMap<number, PushOutcome>;
  pushing: boolean;
  percent: number;
  onRetry(): void;
  onDownload(): void;
  onClose(): void;
  /** The run came back after signing in again. */
  restored?: boolean;
}

/** After a push (the upload dialog has closed itself): counts, each row's outcome, Retry failed, Download result. */
export const DeviceBulkResultDialog = (props: DeviceBulkResultDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const outcomes = [...props.outcomes.values()];
  const success = outcomes.filter((outcome) => outcome.state === 'success').length;
  const failed = outcomes.length - success;
  const sessionEnded = outcomes.some(
    (outcome) => outcome.state === 'failed' && outcome.kind === 'sessionExpired',
  );
  return (
    <Dialog
      open
      onClose={props.pushing ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{translate('dm.bulk.result.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity={failed > 0 ? 'warning' : 'success'} data-testid="bulk-result-counts">
            {translate('dm.bulk.result.counts', { success, failed })}
            {failed === 0 ? ` ${translate('dm.bulk.result.allSaved')}` : ''}
          </Alert>
          {sessionEnded ? (
            <Alert severity={props.restored ? 'info' : 'error'}>
              {translate(props.restored ? 'dm.bulk.result.sessionRestored' : 'dm.bulk.result.sessionHint')}
            </Alert>
          ) : null}
          {props.pushing ? <PushProgress percent={props.percent} /> : null}
          <DeviceBulkTable rows={props.rows} outcomes={props.outcomes} pushed />
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.pushing ? null : <Button onClick={props.onClose}>{translate('dm.bulk.dialog.close')}</Button>}
        <Button onClick={props.onDownload} disabled={props.pushing}>
          {translate('dm.bulk.dialog.downloadResult')}
        </Button>
        {failed > 0 || props.pushing ? (
          <Button
            variant="contained"
            onClick={props.onRetry}
            disabled={props.pushing}
            startIcon={props.pushing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(props.pushing ? 'dm.bulk.dialog.pushing' : 'dm.bulk.dialog.retryFailed')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
