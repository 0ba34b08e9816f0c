import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rolloutTotals } from '../../../domain/rollout/progress';
import type { Rollout } from '../../../domain/rollout/types';
import type { CheckedAgain } from './rolloutView';

/**
 * The end of a rollout in numbers: how many players were updated, already on the version, failed, skipped and not
 * started (and, after an abort, how many have the file unchecked); then what the last "Check again" found.
 */
export const RolloutTotals = ({ rollout, checked }: { rollout: Rollout; checked: CheckedAgain | null }) => {
  const translate = useTranslate();
  const totals = rolloutTotals(rollout);
  const unverified = totals.unverified > 0 ? ` ${translate('dm.qbicRollout.totalsUnverified', totals)}` : '';
  return (
    <>
      <Typography data-testid="rollout-totals">
        {translate('dm.qbicRollout.totals', totals)}
        {unverified}
      </Typography>
      {checked ? (
        <Alert severity="info" role="status" data-testid="rollout-checked">
          {translate('dm.qbicRollout.notice.checked', { ...checked })}
        </Alert>
      ) : null}
    </>
  );
};
