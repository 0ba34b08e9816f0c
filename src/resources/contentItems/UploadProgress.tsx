import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The upload's progress while a save sends files. */
export const UploadProgress = ({ percent }: { percent: number | null }) => {
  const translate = useTranslate();
  if (percent === null) return null;
  return (
    <Stack sx={{ px: 2, pt: 1 }} data-testid="upload-progress">
      <Typography variant="caption">
        {translate('dm.content.uploading', { percent: Math.round(percent) })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Stack>
  );
};
