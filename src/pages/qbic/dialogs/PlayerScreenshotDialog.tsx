import { ScreenshotView } from '../../../components/ScreenshotView';
import type { QbicPlayer } from '../../../players/playerModel';

export interface PlayerScreenshotDialogProps {
  player: QbicPlayer | null;
  onRefresh(player: QbicPlayer): void;
  onClose(): void;
}

/** The screenshot dialog fed by a player itself: the picture the console took from it and what it told about itself. */
export const PlayerScreenshotDialog = ({ player, onRefresh, onClose }: PlayerScreenshotDialogProps) => {
  if (!player) return null;
  const url = player.screenshot?.url ?? null;
  return (
    <ScreenshotView
      name={player.player_name}
      picture={url}
      takenAt={player.screenshot?.takenAt}
      loading={player.screenshotBusy === true || !url}
      facts={{
        firmware: player.info?.firmware_version,
        os: player.info?.os_version,
        app: player.info?.app_version,
        lastConnected: player.lastSeen,
      }}
      requestDisabled={player.screenshotBusy === true}
      onRequest={() => onRefresh(player)}
      onClose={onClose}
    />
  );
};
