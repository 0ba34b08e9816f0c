import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orMissing } from '../../../components/missingValue';
import type { RolloutPlayer } from '../../../domain/rollout/types';

const COLUMNS = ['name', 'ip', 'wave', 'state', 'before', 'after', 'time'] as const;

const seconds = (player: RolloutPlayer) =>
  player.startedAt && player.endedAt
    ? `${Math.round((player.endedAt - player.startedAt) / 1000)} s`
    : undefined;

/** Every player of the rollout: its wave, state (with progress or reason), versions before and after, time. */
export const RolloutPlayersTable = ({ players }: { players: readonly RolloutPlayer[] }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`dm.qbicRollout.${key}`);
  const stateOf = (player: RolloutPlayer) => {
    const phase = t(`phase.${player.phase}`);
    if (player.phase === 'uploading') return `${phase} (${player.progress} %)`;
    const reason = player.reason ? t(`reason.${player.reason}`) : '';
    return [phase, reason, player.detail].filter(Boolean).join(': ');
  };
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('playersTable')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((player) => (
            <TableRow
              key={player.serial}
              data-testid={`rollout-player-${player.ip}`}
              data-phase={player.phase}
            >
              <TableCell>{player.name}</TableCell>
              <TableCell>{player.ip}</TableCell>
              <TableCell>{player.wave === null ? orMissing(undefined) : player.wave + 1}</TableCell>
              <TableCell>{stateOf(player)}</TableCell>
              <TableCell>{orMissing(player.versionBefore)}</TableCell>
              <TableCell>{orMissing(player.versionAfter)}</TableCell>
              <TableCell>{orMissing(seconds(player))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
