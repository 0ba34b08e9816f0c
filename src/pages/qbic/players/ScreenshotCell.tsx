import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, ButtonBase, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QbicPlayer } from '../../../players/playerModel';
import { AgeText } from '../../../components/AgeText';
import { useNow } from '../../../components/useNow';

/** How often the age beside a thumbnail is brought up to date. */
const AGE_TICK_MS = 15_000;

export interface ScreenshotCellProps {
  player: QbicPlayer;
  onTake(player: QbicPlayer): void;
  onOpen(player: QbicPlayer): void;
}

/** A thumbnail of the last screenshot with its age (as the screenshot dialog says it), or a button that takes one. */
export const ScreenshotCell = ({ player, onTake, onOpen }: ScreenshotCellProps) => {
  const translate = useTranslate();
  const now = useNow(AGE_TICK_MS);
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
          <AgeText value={player.screenshot.takenAt} now={now} />
        </Typography>
      </Stack>
      {take}
    </Stack>
  );
};
