import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../../components/StatusChip';
import type { StatusTone } from '../../../components/statusTone';
import { deviceErrorKey } from '../../../devices';
import { playerStatus, type PlayerStatus, type QbicPlayer } from '../playerModel';

/** The same tones as the Devices tab's statuses: Live green, Locked grey, Offline red. */
const TONES: Record<PlayerStatus, StatusTone> = {
  live: 'success',
  locked: 'neutral',
  offline: 'error',
};

/** Live, locked or offline; "restarting" under it after a reboot; a warning when the serial does not match. */
export const PlayerStatusChip = ({ player }: { player: QbicPlayer }) => {
  const translate = useTranslate();
  const status = playerStatus(player);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Stack>
        <StatusChip tone={TONES[status]} label={translate(`dm.qbic.status.${status}`)} status={status} />
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
