import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { deviceErrorKey } from '../../../devices';
import { playerStatus, type PlayerStatus, type QbicPlayer } from '../playerModel';

const COLORS: Record<PlayerStatus, 'success' | 'warning' | 'default'> = {
  live: 'success',
  locked: 'warning',
  offline: 'default',
};

/** Live, locked or offline; "restarting" under it after a reboot; a warning when the serial does not match. */
export const PlayerStatusChip = ({ player }: { player: QbicPlayer }) => {
  const translate = useTranslate();
  const status = playerStatus(player);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Stack>
        <Chip
          size="small"
          color={COLORS[status]}
          label={translate(`dm.qbic.status.${status}`)}
          data-status={status}
          variant={status === 'offline' ? 'outlined' : 'filled'}
        />
        {player.rebooting && (
          <Typography variant="caption" color="text.secondary">
            {translate('dm.qbic.status.restarting')}
          </Typography>
        )}
      </Stack>
      {player.error && (
        <Tooltip title={translate(deviceErrorKey(player.error))}>
          <WarningAmberIcon
            color="warning"
            fontSize="small"
            aria-label={translate(deviceErrorKey(player.error))}
            data-testid="serial-mismatch"
          />
        </Tooltip>
      )}
    </Stack>
  );
};
