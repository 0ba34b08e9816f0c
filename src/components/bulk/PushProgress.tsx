import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExactProgress } from '../ExactProgress';
import { shownPercent } from '../percent';

/** The progress of a bulk push: "Pushing… n%" read out as a status, over a bar. */
export function PushProgress({ percent }: { percent: number }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" role="status">
        {translate('dm.bulk.dialog.pushing')}{' '}
        {translate('dm.common.percent', { percent: shownPercent(percent) })}
      </Typography>
      <ExactProgress value={percent} />
    </Stack>
  );
}
