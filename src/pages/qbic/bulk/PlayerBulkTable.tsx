import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import { PagedRows } from '../../../components/bulk/PagedRows';
import { dashed, type PreparedPlayerRow } from './playerRows';
import { playerRowStatus } from './playerStatus';
import type { PlayerPushOutcome } from './pushPlayers';

export interface PlayerBulkTableProps {
  rows: readonly PreparedPlayerRow[];
  outcomes: ReadonlyMap<number, PlayerPushOutcome>;
  /** After the push only serial number and status are shown (000 §2.1). */
  done: boolean;
}

/** The player tab's results table: serial number, device name, username, status. Passwords are never shown. */
export const PlayerBulkTable = ({ rows, outcomes, done }: PlayerBulkTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const columns = done ? ['serialNumber', 'status'] : ['serialNumber', 'deviceName', 'username', 'status'];
  return (
    <>
      <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT_PX }}>
        <Table size="small" stickyHeader aria-label={translate('dm.bulk.dialog.playersTitle')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(`dm.bulk.table.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(page * perPage, (page + 1) * perPage).map((row, offset) => {
              const index = page * perPage + offset;
              const status = playerRowStatus(row, outcomes.get(index));
              return (
                <TableRow key={index} data-testid="bulk-row">
                  <TableCell>{dashed(row.source.serialNumber)}</TableCell>
                  {done ? null : <TableCell>{dashed(row.source.deviceName)}</TableCell>}
                  {done ? null : <TableCell>{dashed(row.source.username)}</TableCell>}
                  <TableCell>
                    <Chip size="small" color={status.color} label={translate(status.key)} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedRows count={rows.length} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} />
    </>
  );
};
