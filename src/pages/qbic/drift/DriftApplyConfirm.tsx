import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { ApplySection } from './ApplySection';
import { useTranslate } from 'react-admin';
import type { QbicPlayer } from '../../../players/playerModel';
import { unwrittenOf, type ApplyPlan, type PlayerApply } from '../../../players/drift/applyPlan';
import type { FieldDifference } from '../../../players/drift/drift';
import { driftValueText } from './driftValueText';

export interface DriftApplyConfirmProps {
  apply: ApplyPlan<QbicPlayer>;
  onAccept(): void;
  onCancel(): void;
}

/**
 * The confirm of "Apply the baseline" (issue 38, M7): per player, what will be written (the player's value, then
 * the baseline's); then per player what will not be and why (versions: the rollout; the login; a Mini Display
 * among several players, 000 §5). Accept runs the configuration on the players written to only.
 */
export const DriftApplyConfirm = ({ apply, onAccept, onCancel }: DriftApplyConfirmProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const fieldName = (difference: FieldDifference) => translate(`dm.qbicDrift.fields.${difference.field}`);
  const written = apply.players.filter((entry) => entry.writes.length > 0 && !entry.miniDisplayLeftOut);
  const notWritten = apply.players.filter((entry) => entry.miniDisplayLeftOut || entry.shown.length > 0);
  const changes = (entry: PlayerApply<QbicPlayer>): string[] =>
    entry.writes.map((difference) =>
      translate('dm.qbicDrift.confirm.change', {
        field: fieldName(difference),
        from: driftValueText(translate, difference.field, difference.actual),
        to: driftValueText(translate, difference.field, difference.expected),
      }),
    );
  const reasons = (entry: PlayerApply<QbicPlayer>): string[] => {
    const lines = entry.miniDisplayLeftOut
      ? [
          translate('dm.common.labelled', {
            label: entry.writes.map(fieldName).join(', '),
            text: translate('dm.qbicDrift.confirm.mini_display'),
          }),
        ]
      : [];
    for (const kind of ['version', 'login', 'other'] as const) {
      const fields = entry.shown.filter((difference) => unwrittenOf(difference) === kind);
      if (fields.length > 0)
        lines.push(
          translate('dm.common.labelled', {
            label: fields.map(fieldName).join(', '),
            text: translate(`dm.qbicDrift.confirm.${kind}`),
          }),
        );
    }
    return lines;
  };
  const count = apply.run.players.length;
  return (
    <Dialog
      open
      onClose={onCancel}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      data-testid="drift-apply-confirm"
    >
      <DialogTitle id={titleId}>{translate('dm.qbicDrift.confirm.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{translate('dm.qbicDrift.confirm.intro')}</DialogContentText>
          <ApplySection
            heading={translate('dm.qbicDrift.confirm.written')}
            testId="drift-apply-written"
            entries={written}
            linesOf={changes}
          />
          <ApplySection
            heading={translate('dm.qbicDrift.confirm.not_written')}
            testId="drift-apply-not-written"
            entries={notWritten}
            linesOf={reasons}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('dm.common.cancel')}</Button>
        <Button variant="contained" onClick={onAccept} disabled={count === 0}>
          {translate('dm.qbicDrift.confirm.accept', { smart_count: count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
