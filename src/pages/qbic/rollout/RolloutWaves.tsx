import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { waveFailures, waveProgress } from '../../../domain/rollout/progress';
import type { Rollout } from '../../../domain/rollout/types';

/** One line per wave: its players, how far it is and how many failed. */
export const RolloutWaves = ({ rollout }: { rollout: Rollout }) => {
  const translate = useTranslate();
  return (
    <Stack
      component="ol"
      sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}
      aria-label={translate('dm.qbicRollout.waves')}
    >
      {rollout.waveSizes.map((size, wave) => {
        const percent = waveProgress(rollout, wave);
        const label = translate(wave === 0 ? 'dm.qbicRollout.canaryWave' : 'dm.qbicRollout.wave', {
          number: wave + 1,
          smart_count: size,
          failed: waveFailures(rollout, wave),
          percent,
        });
        return (
          <li key={wave} data-testid={`rollout-wave-${wave + 1}`}>
            <Typography variant="body2">{label}</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={label} />
          </li>
        );
      })}
    </Stack>
  );
};
