import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExactProgress } from '../../../components/ExactProgress';
import { shownPercent } from '../../../components/percent';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import type { PlayerRow } from '../../../players/configuration/runView';

/** Per-player percent while a configuration runs (000 §2.8, busy). */
export const StatusProgressList = ({ rows }: { rows: readonly PlayerRow[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ maxHeight: TABLE_MAX_HEIGHT_PX, overflowY: 'auto', pr: 1 }}>
      {rows.map((row) => (
        <Stack
          key={row.ip}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', py: 0.5 }}
          data-testid="player-progress"
          data-ip={row.ip}
          data-state={row.outcome?.state ?? 'running'}
        >
          <Typography variant="body2" sx={{ width: '40%' }} noWrap>
            {row.label}
          </Typography>
          <ExactProgress
            value={row.percent}
            color={row.outcome && row.outcome.state !== 'succeeded' ? 'error' : 'primary'}
            sx={{ flex: 1 }}
            aria-label={row.label}
          />
          <Typography variant="body2" sx={{ width: 90, textAlign: 'right' }}>
            {row.outcome
              ? translate(`dm.qbicConfig.status.state.${row.outcome.state}`)
              : translate('dm.common.percent', { percent: shownPercent(row.percent) })}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
};
