import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkResultDialog } from '../../../components/bulk/BulkResultDialog';
import type { PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';
import { DeviceBulkTable } from './DeviceBulkTable';

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
  const outcomes = [...props.outcomes.values()];
  const success = outcomes.filter((outcome) => outcome.state === 'success').length;
  const sessionEnded = outcomes.some(
    (outcome) => outcome.state === 'failed' && outcome.kind === 'sessionExpired',
  );
  return (
    <BulkResultDialog
      title={translate('dm.bulk.result.title')}
      success={success}
      failed={outcomes.length - success}
      allSavedText={translate('dm.bulk.result.allSaved')}
      notices={
        sessionEnded ? (
          <Alert severity={props.restored ? 'info' : 'error'}>
            {translate(props.restored ? 'dm.bulk.result.sessionRestored' : 'dm.bulk.result.sessionHint')}
          </Alert>
        ) : null
      }
      table={<DeviceBulkTable rows={props.rows} outcomes={props.outcomes} pushed />}
      pushing={props.pushing}
      percent={props.percent}
      onRetry={props.onRetry}
      onDownload={props.onDownload}
      onClose={props.onClose}
    />
  );
};
