import { CircularProgress, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { deviceErrorKey } from '../../../players';
import type { QbicPlayer } from '../../../players/playerModel';

/** A version read from the player, a spinner while it is read, or NA with the reason on hover. */
export const VersionCell = ({ player, value }: { player: QbicPlayer; value: string | undefined }) => {
  const translate = useTranslate();
  if (value) return <Typography variant="body2">{value}</Typography>;
  if (player.isRefreshing) return <CircularProgress size={16} aria-label={translate('dm.common.loading')} />;
  const na = (
    <Typography variant="body2" color="text.secondary">
      {translate('dm.common.na')}
    </Typography>
  );
  return player.infoError ? <Tooltip title={translate(deviceErrorKey(player.infoError))}>{na}</Tooltip> : na;
};
