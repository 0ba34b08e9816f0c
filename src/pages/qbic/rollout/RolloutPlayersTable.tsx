import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RolloutPlayer } from '../../../domain/rollout/types';
import { RolloutPlayerRow } from './RolloutPlayerRow';

const COLUMNS = ['name', 'ip', 'wave', 'state', 'before', 'after', 'time'] as const;

/** Every player of the rollout: its wave, state (with progress or reason), versions before and after, time. */
export const RolloutPlayersTable = ({ players }: { players: readonly RolloutPlayer[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={translate('dm.qbicRollout.playersTable')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`dm.qbicRollout.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((player) => (
            <RolloutPlayerRow key={player.serial} player={player} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
