import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The progress of a bulk push: "Pushing… n%" read out as a status, over a bar. */
export function PushProgress({ percent }: { percent: number }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" role="status">
        {translate('dm.bulk.dialog.pushing')} {Math.floor(percent)}%
      </Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Stack>
  );
}
