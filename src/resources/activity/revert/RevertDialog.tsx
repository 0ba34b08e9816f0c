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
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../../contract/activity';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import { actionText } from '../activityText';
import { toSend } from './deviceRevert';
import { RevertTable } from './RevertTable';
import { isPlan, useDeviceRevert } from './useDeviceRevert';

export interface RevertDialogProps {
  entry: ActivityEntry;
  onClose(): void;
}

/**
 * "Revert" of an entry that changed devices: what would change back on each device (its value now, the value
 * before), a warning for a device changed again since, then the revert and its outcome per device.
 */
export const RevertDialog = ({ entry, onClose }: RevertDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { read, apply } = useDeviceRevert(entry);
  const reads = useMemo(() => read.data ?? [], [read.data]);
  const plans = useMemo(() => reads.filter(isPlan), [reads]);
  const sending = toSend(plans).length;
  const changedSince = plans.filter((plan) => plan.changedSince).length;
  const result = apply.data;
  const outcomes = useMemo(
    () =>
      result
        ? new Map(result.sent.map((plan, index) => [plan.target.id, result.outcomes[index]]))
        : undefined,
    [result],
  );
  const succeeded = result?.outcomes.filter((outcome) => outcome.state === 'success').length ?? 0;
  const busy = apply.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {translate('dm.activity.revert.title', { action: actionText(translate, entry) })}
      </DialogTitle>
      <DialogContent>
        {read.isPending ? (
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>{translate('dm.activity.revert.reading')}</Typography>
          </Stack>
        ) : read.isError ? (
          <Alert severity="error">
            {translate('dm.activity.revert.readError', { reason: translate(errorMessageKey(read.error)) })}
          </Alert>
        ) : (
          <Stack sx={{ gap: 2 }}>
            <Typography>{translate('dm.activity.revert.intro')}</Typography>
            {changedSince > 0 && !result ? (
              <Alert severity="warning">
                {translate('dm.activity.revert.changedSinceNotice', { smart_count: changedSince })}
              </Alert>
            ) : null}
            <RevertTable labelledBy={titleId} reads={reads} outcomes={outcomes} />
            {result ? (
              <Typography role="status">
                {translate('dm.activity.revert.done', {
                  succeeded,
                  failed: result.outcomes.length - succeeded,
                })}
              </Typography>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={Boolean(result)}>
          {translate(result ? 'dm.common.close' : 'dm.common.cancel')}
        </Button>
        {result ? null : (
          <Button variant="contained" disabled={sending === 0 || busy} onClick={() => apply.mutate(plans)}>
            {translate(busy ? 'dm.activity.revert.applying' : 'dm.activity.revert.apply', {
              smart_count: sending,
            })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
