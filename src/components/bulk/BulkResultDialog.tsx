import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PushProgress } from './PushProgress';

export interface BulkResultDialogProps {
  title: string;
  success: number;
  failed: number;
  /** The sentence under the counts when nothing failed ("Every pushed device was saved."). */
  allSavedText: string;
  /** Further notices between the counts and the table (the session that ended, …). */
  notices?: ReactNode;
  /** The rows with their outcomes. */
  table: ReactNode;
  pushing: boolean;
  percent: number;
  onRetry(): void;
  onDownload(): void;
  onClose(): void;
}

/**
 * After a push, on both tabs: the counts (a title, then a sentence of its own), each row's outcome, Close,
 * Download result, and Retry failed while something failed. While a retry runs Close is hidden.
 */
export const BulkResultDialog = (props: BulkResultDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { success, failed, pushing } = props;
  return (
    <Dialog
      open
      onClose={pushing ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity={failed > 0 ? 'warning' : 'success'} data-testid="bulk-result-counts">
            <AlertTitle>{translate('dm.bulk.result.counts', { success, failed })}</AlertTitle>
            {failed === 0 ? props.allSavedText : translate('dm.bulk.result.retryHint')}
          </Alert>
          {props.notices}
          {pushing ? <PushProgress percent={props.percent} /> : null}
          {props.table}
        </Stack>
      </DialogContent>
      <DialogActions>
        {pushing ? null : <Button onClick={props.onClose}>{translate('dm.bulk.dialog.close')}</Button>}
        <Button onClick={props.onDownload} disabled={pushing}>
          {translate('dm.bulk.dialog.downloadResult')}
        </Button>
        {failed > 0 || pushing ? (
          <Button
            variant="contained"
            onClick={props.onRetry}
            disabled={pushing}
            startIcon={pushing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(pushing ? 'dm.bulk.dialog.pushing' : 'dm.bulk.dialog.retryFailed')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
