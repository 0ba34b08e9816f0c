import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, ButtonBase, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QbicPlayer } from '../playerModel';
import { useAge } from '../useAge';

export interface ScreenshotCellProps {
  player: QbicPlayer;
  onTake(player: QbicPlayer): void;
  onOpen(player: QbicPlayer): void;
}

/** A thumbnail of the last screenshot with its age, or a button that takes one. */
export const ScreenshotCell = ({ player, onTake, onOpen }: ScreenshotCellProps) => {
  const translate = useTranslate();
  const age = useAge(player.screenshot?.takenAt);
  const name = player.player_name;
  if (player.screenshotBusy)
    return <CircularProgress size={20} aria-label={translate('dm.common.loading')} />;
  const take = (
    <Tooltip title={translate('dm.qbic.screenshot.take', { name })}>
      <span>
        <IconButton
          size="small"
          onClick={() => onTake(player)}
          disabled={!player.online}
          aria-label={translate('dm.qbic.screenshot.take', { name })}
        >
          <PhotoCameraIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
  if (!player.screenshot) return take;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <ButtonBase onClick={() => onOpen(player)} aria-label={translate('dm.qbic.screenshot.open', { name })}>
        <Box
          component="img"
          src={player.screenshot.url}
          alt=""
          sx={{ width: 64, height: 36, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
        />
      </ButtonBase>
      <Stack>
        <Typography variant="caption" color="text.secondary" noWrap>
          {age}
        </Typography>
      </Stack>
      {take}
    </Stack>
  );
};
