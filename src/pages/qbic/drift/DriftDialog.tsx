import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExactProgress } from '../../../components/ExactProgress';
import { deviceErrorKey } from '../../../devices';
import { playerKey, type QbicPlayer } from '../playerModel';
import type { BaselinePlan } from './drift';
import { DriftResults } from './DriftResults';
import type { DriftState } from './useDriftCheck';

export interface DriftDialogProps {
  /** Players the baseline can be chosen from (those that answered the last scan). */
  candidates: readonly QbicPlayer[];
  baselineKey: string;
  onBaselineChange(key: string): void;
  state: DriftState;
  /** What "apply" would do, once a check found drifted players. */
  apply: BaselinePlan | null;
  onCheck(): void;
  onApply(): void;
  onClose(): void;
}

/** The drift check dialog: the baseline player, Check, then the players that differ and how. */
export const DriftDialog = ({
  candidates,
  baselineKey,
  onBaselineChange,
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
          <DialogContentText>{translate('dm.qbicDrift.intro')}</DialogContentText>
          <TextField
            select
            size="small"
            label={translate('dm.qbicDrift.baseline')}
            value={baselineKey}
            onChange={(event) => onBaselineChange(event.target.value)}
            disabled={reading}
            sx={{ maxWidth: 420 }}
          >
            {candidates.map((player) => (
              <MenuItem key={playerKey(player)} value={playerKey(player)}>
                {`${player.player_name} (${player.ip})`}
              </MenuItem>
            ))}
          </TextField>
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
        <Button variant="contained" onClick={onCheck} disabled={reading || baselineKey === ''}>
          {translate(state.kind === 'idle' ? 'dm.qbicDrift.check' : 'dm.qbicDrift.check_again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
