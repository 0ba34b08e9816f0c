import HistoryIcon from '@mui/icons-material/History';
import { Checkbox, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isMiniDisplay, type QbicPlayer } from '../../../players/playerModel';
import { PlayerStatusChip } from './PlayerStatusChip';
import { ScreenshotCell } from './ScreenshotCell';
import { VersionCell } from './VersionCell';

export interface PlayerRowProps {
  player: QbicPlayer;
  selected: boolean;
  onToggle(player: QbicPlayer): void;
  onTakeScreenshot(player: QbicPlayer): void;
  onOpenScreenshot(player: QbicPlayer): void;
  onOpenHistory(player: QbicPlayer): void;
}

const protectionKey = (value: boolean | undefined) =>
  value === undefined ? 'dm.common.na' : value ? 'dm.qbic.players.protected' : 'dm.qbic.players.notProtected';

/** One player of the list. */
export const PlayerRow = ({
  player,
  selected,
  onToggle,
  onTakeScreenshot,
  onOpenScreenshot,
  onOpenHistory,
}: PlayerRowProps) => {
  const translate = useTranslate();
  const history = translate('dm.qbic.history.title', { name: player.player_name });
  return (
    <TableRow hover selected={selected} data-testid={`player-${player.serial_number}`}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={() => onToggle(player)}
          slotProps={{
            input: {
              'aria-label': translate('dm.qbic.players.select', { name: player.player_name }),
              // Enter on a selected row goes to the bar (FloatingBar).
              'aria-keyshortcuts': selected ? 'Enter' : undefined,
            },
          }}
        />
      </TableCell>
      <TableCell>
        <PlayerStatusChip player={player} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} alignItems="center">
          <span>{player.player_name}</span>
          <Tooltip title={history}>
            <IconButton size="small" aria-label={history} onClick={() => onOpenHistory(player)}>
              <HistoryIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </TableCell>
      <TableCell className="nowrap" title={player.model_id}>
        {player.model_id}
        {isMiniDisplay(player) && (
          <Typography variant="caption" color="text.secondary" display="block">
            {translate('dm.qbic.players.miniDisplay')}
          </Typography>
        )}
      </TableCell>
      <TableCell className="nowrap">{player.serial_number}</TableCell>
      <TableCell className="nowrap">{player.ip}</TableCell>
      <TableCell>{translate(protectionKey(player.isPasswordProtected))}</TableCell>
      <TableCell className="nowrap">
        <VersionCell player={player} value={player.info?.firmware_version} />
      </TableCell>
      <TableCell className="nowrap">
        <VersionCell player={player} value={player.info?.app_version} />
      </TableCell>
      <TableCell>
        <ScreenshotCell player={player} onTake={onTakeScreenshot} onOpen={onOpenScreenshot} />
      </TableCell>
    </TableRow>
  );
};
