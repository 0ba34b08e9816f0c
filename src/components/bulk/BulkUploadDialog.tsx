import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FileUploadInput } from '../FileUploadInput';
import { BULK_FILE_EXTENSION } from '../../config';
import { PushProgress } from './PushProgress';

export type BulkStep = 'validate' | 'push' | 'done';

export interface BulkUploadDialogProps {
  open: boolean;
  step: BulkStep;
  title: string;
  description: string;
  file: File | null;
  onFile(file: File): void;
  /** Why the last file was refused (a file of another type, or one the server could not read); it stays open. */
  fileError?: string | null;
  /** A file of another type was chosen. */
  onRefuseFile?(file: File): void;
  validating: boolean;
  onValidate(): void;
  /** Back from the validated rows to the picker (offered until a push starts). */
  onChooseAgain(): void;
  /** The results table and the messages above it (step push and done). */
  results?: ReactNode;
  /** Push config is offered (000 §4: something valid to push and no push finished yet). */
  canPush: boolean;
  pushing: boolean;
  /** Percent of the push, 0 to 100 (100 / n per row). */
  percent: number;
  onPush(): void;
  /** Further buttons after a push (Retry failed, Download result). */
  actions?: ReactNode;
  onClose(): void;
}

/** What a tab's bulk flow (useDeviceBulk, usePlayerBulk) hands the dialog, whatever its rows are. */
export interface BulkFlowState {
  step: BulkStep;
  file: File | null;
  chooseFile(file: File): void;
  fileError: string | null;
  refuseFile(file: File): void;
  validating: boolean;
  validate(): Promise<unknown>;
  chooseAgain(): void;
  pushing: boolean;
  percent: number;
  push(which: 'valid'): Promise<unknown>;
}

/** The dialog's props that follow from a bulk flow alone, the same on both tabs. */
export const flowProps = (bulk: BulkFlowState) => ({
  open: true,
  step: bulk.step,
  file: bulk.file,
  onFile: bulk.chooseFile,
  fileError: bulk.fileError,
  onRefuseFile: bulk.refuseFile,
  validating: bulk.validating,
  onValidate: () => void bulk.validate(),
  onChooseAgain: bulk.chooseAgain,
  pushing: bulk.pushing,
  percent: bulk.percent,
  onPush: () => void bulk.push('valid'),
});

/**
 * The bulk upload dialog of 000 §2.1 for both tabs: step validate (exactly one .xlsx, Validate disabled until
 * chosen, a validating label; a refused file, of another type or unreadable, is said under the picker and the
 * dialog stays), then step push (the results table, Push config). While a push runs the buttons
 * show busy and Cancel/Close is hidden.
 */
export const BulkUploadDialog = (props: BulkUploadDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { step, pushing, validating } = props;
  const busy = pushing || validating;
  // Back at the picker from the rows: the focus goes to the picker, where the person goes on.
  const [cameBack, setCameBack] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={step === 'validate' ? 'sm' : 'lg'}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {step === 'validate' ? (
            <>
              <DialogContentText>{props.description}</DialogContentText>
              <FileUploadInput
                accept={[BULK_FILE_EXTENSION]}
                file={props.file}
                onChange={props.onFile}
                label={translate('dm.bulk.dialog.chooseFile')}
                name="fileupload"
                disabled={validating}
                error={props.fileError ?? undefined}
                onRefuse={props.onRefuseFile}
                autoFocus={cameBack}
              />
            </>
          ) : (
            props.results
          )}
          {pushing ? <PushProgress percent={props.percent} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {busy ? null : <Button onClick={props.onClose}>{translate('dm.bulk.dialog.cancel')}</Button>}
        {props.actions}
        {step === 'push' && !pushing ? (
          <Button
            onClick={() => {
              setCameBack(true);
              props.onChooseAgain();
            }}
          >
            {translate('dm.bulk.dialog.chooseAnother')}
          </Button>
        ) : null}
        {step === 'validate' ? (
          <Button
            variant="contained"
            disabled={!props.file || validating}
            onClick={props.onValidate}
            startIcon={validating ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(validating ? 'dm.bulk.dialog.validating' : 'dm.bulk.dialog.validate')}
          </Button>
        ) : null}
        {step === 'push' && (props.canPush || pushing) ? (
          <Button
            variant="contained"
            disabled={pushing}
            onClick={props.onPush}
            startIcon={pushing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(pushing ? 'dm.bulk.dialog.pushing' : 'dm.bulk.dialog.push')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
