import { TableCell, TableRow } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { orMissing } from '../../../components/missingValue';
import type { RolloutPlayer } from '../../../domain/rollout/types';

const seconds = (player: RolloutPlayer) =>
  player.startedAt && player.endedAt
    ? `${Math.round((player.endedAt - player.startedAt) / 1000)} s`
    : undefined;

/**
 * One player of the rollout's live view. Drawn again only when this player changed: a change of the rollout
 * keeps every other player's record as it was, so hundreds of rows are not redrawn for one player's event.
 */
export const RolloutPlayerRow = memo(function RolloutPlayerRow({ player }: { player: RolloutPlayer }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dm.qbicRollout.${key}`);
  const phase = t(`phase.${player.phase}`);
  const reason = player.reason ? t(`reason.${player.reason}`) : '';
  const state =
    player.phase === 'uploading'
      ? `${phase} (${player.progress} %)`
      : [phase, reason, player.detail].filter(Boolean).join(': ');
  return (
    <TableRow data-testid={`rollout-player-${player.ip}`} data-phase={player.phase}>
      <TableCell>{player.name}</TableCell>
      <TableCell>{player.ip}</TableCell>
      <TableCell>{player.wave === null ? orMissing(undefined) : player.wave + 1}</TableCell>
      <TableCell>{state}</TableCell>
      <TableCell>{orMissing(player.versionBefore)}</TableCell>
      <TableCell>{orMissing(player.versionAfter)}</TableCell>
      <TableCell>{orMissing(seconds(player))}</TableCell>
    </TableRow>
  );
});
