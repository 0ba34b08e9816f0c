import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExactProgress } from '../../../components/ExactProgress';
import { deviceErrorKey } from '../../../players';
import type { BaselinePlan } from '../../../players/drift/drift';
import { BaselineSourcePicker, type BaselineSourcePickerProps } from './BaselineSourcePicker';
import { DriftResults } from './DriftResults';
import type { DriftState } from './useDriftCheck';

export interface DriftDialogProps {
  /** The baseline's source and its choices. */
  source: Omit<BaselineSourcePickerProps, 'disabled'>;
  /** The saved baselines or the last sheet could not be read: why. */
  /** What the records say when they cannot serve the baselines: a notice (no records here) or an error. */
  storeError: { text: string; notice: boolean } | null;
  /** The chosen source has a baseline to check against. */
  canCheck: boolean;
  state: DriftState;
  /** What "apply" would do, once a check found drifted players. */
  apply: BaselinePlan | null;
  onCheck(): void;
  onApply(): void;
  onClose(): void;
}

/** The drift check dialog: the baseline, Check, then the players that differ and how. */
export const DriftDialog = ({
  source,
  storeError,
  canCheck,
  state,
  apply,
  onCheck,
  onApply,
  onClose,
}: DriftDialogProps) => {
  const translate = useTranslate();
  const reading = state.kind === 'reading';
  const fieldNames = (apply?.notApplied ?? []).map((field) => translate(`dm.qbicDrift.fields.${field}`));
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="qbic-drift-title"
      data-testid="drift-dialog"
    >
      <DialogTitle id="qbic-drift-title">{translate('dm.qbicDrift.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{translate(`dm.qbicDrift.intro.${source.choice.kind}`)}</DialogContentText>
          <BaselineSourcePicker {...source} disabled={reading} />
          {storeError && <Alert severity={storeError.notice ? 'info' : 'error'}>{storeError.text}</Alert>}
          {state.kind === 'reading' && (
            <Stack spacing={1} data-testid="drift-reading">
              <Typography>
                {translate('dm.qbicDrift.reading', { done: state.done, total: state.total })}
              </Typography>
              <ExactProgress
                value={(state.done / Math.max(1, state.total)) * 100}
                aria-label={translate('dm.qbicDrift.title')}
              />
            </Stack>
          )}
          {state.kind === 'baselineUnreadable' && (
            <Alert severity="error">
              {translate('dm.qbicDrift.baseline_unreadable', {
                reason: translate(deviceErrorKey(state.code)),
              })}
            </Alert>
          )}
          {state.kind === 'noSheet' && <Alert severity="info">{translate('dm.qbicDrift.sheet.none')}</Alert>}
          {state.kind === 'done' && <DriftResults report={state.report} />}
          {fieldNames.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="drift-not-applied">
              {translate('dm.qbicDrift.not_applied', { fields: fieldNames.join(', ') })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dm.common.close')}</Button>
        {apply && apply.plan.tasks.length > 0 && (
          <Button onClick={onApply} disabled={reading}>
            {translate('dm.qbicDrift.apply')}
          </Button>
        )}
        <Button variant="contained" onClick={onCheck} disabled={reading || !canCheck}>
          {translate(state.kind === 'idle' ? 'dm.qbicDrift.check' : 'dm.qbicDrift.check_again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
