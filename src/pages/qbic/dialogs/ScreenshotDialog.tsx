import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenshotImage } from '../../../components/ScreenshotImage';
import type { QbicPlayer } from '../playerModel';
import { useAge } from '../useAge';

const TEXTS = { none: 'dm.qbic.screenshot.notFound', notFound: 'dm.qbic.screenshot.notFound' };

export interface ScreenshotDialogProps {
  player: QbicPlayer | null;
  onRefresh(player: QbicPlayer): void;
  onClose(): void;
}

/**
 * A player's screenshot (000 §2.9): a spinner while it loads, the image with its age, a placeholder when
 * it cannot be shown, the firmware, OS and app versions (NA when unknown) and when the player last answered.
 */
export const ScreenshotDialog = ({ player, onRefresh, onClose }: ScreenshotDialogProps) => {
  const translate = useTranslate();
  const age = useAge(player?.screenshot?.takenAt);
  const lastSeen = useAge(player?.lastSeen);
  if (!player) return null;
  const na = translate('dm.common.na');
  const url = player.screenshot?.url;
  const facts: [string, string | undefined | null][] = [
    ['dm.qbic.screenshot.firmware', player.info?.firmware_version],
    ['dm.qbic.screenshot.os', player.info?.os_version],
    ['dm.qbic.screenshot.app', player.info?.app_version],
    ['dm.qbic.screenshot.lastSeen', lastSeen],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="qbic-screenshot-title" maxWidth="md" fullWidth>
      <DialogTitle id="qbic-screenshot-title">
        {translate('dm.qbic.screenshot.title', { name: player.player_name })}
      </DialogTitle>
      <DialogContent>
        <ScreenshotImage
          src={url ?? null}
          alt={translate('dm.qbic.screenshot.title', { name: player.player_name })}
          loading={player.screenshotBusy || !url}
          texts={TEXTS}
        />
        {age && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('dm.qbic.screenshot.taken', { age })}
          </Typography>
        )}
        <Stack direction="row" spacing={4} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography variant="body2">{value || na}</Typography>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onRefresh(player)} disabled={player.screenshotBusy}>
          {translate('dm.qbic.screenshot.refresh')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
