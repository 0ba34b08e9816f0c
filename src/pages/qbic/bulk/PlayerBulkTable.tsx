import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import { PagedRows } from '../../../components/bulk/PagedRows';
import { dashed } from '../../../components/missingValue';
import type { PreparedPlayerRow } from '../../../players/bulkPush/playerRows';
import { playerRowStatus } from '../../../players/bulkPush/playerStatus';
import type { PlayerPushOutcome } from '../../../players/bulkPush/pushPlayers';

export interface PlayerBulkTableProps {
  rows: readonly PreparedPlayerRow[];
  outcomes: ReadonlyMap<number, PlayerPushOutcome>;
}

const COLUMNS = ['serialNumber', 'deviceName', 'username', 'status'] as const;
/**
 * Shares of the width, with half the usual side padding: a serial number ("QB00000001") and a username read whole
 * at 768 px with their headers, a device name keeps German compounds such as "Besprechungsraum" whole, a status
 * reads as a sentence.
 */
const WIDTHS: Record<(typeof COLUMNS)[number], string> = {
  serialNumber: '19%',
  deviceName: '27%',
  username: '18%',
  status: '36%',
};
const CELL = { px: 1 } as const;
/** A long name breaks anywhere rather than push the status past the dialog's edge. */
const WRAP = { ...CELL, overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/**
 * The player tab's results table, before and after the push: serial number, device name, username, status.
 * Passwords are never shown; a status wraps so that its reason reads whole at any width.
 */
export const PlayerBulkTable = ({ rows, outcomes }: PlayerBulkTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  return (
    <>
      <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT_PX }}>
        <Table
          size="small"
          stickyHeader
          aria-label={translate('dm.bulk.dialog.playersTitle')}
          sx={{ tableLayout: 'fixed' }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ ...CELL, width: WIDTHS[column], overflowWrap: 'break-word' }}>
                  {translate(`dm.bulk.table.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(page * perPage, (page + 1) * perPage).map((row, offset) => {
              const index = page * perPage + offset;
              const status = playerRowStatus(row, outcomes.get(index));
              return (
                <TableRow key={index} data-testid="bulk-row">
                  <TableCell sx={WRAP}>{dashed(row.source.serialNumber)}</TableCell>
                  <TableCell sx={WRAP}>{dashed(row.source.deviceName)}</TableCell>
                  <TableCell sx={WRAP}>{dashed(row.source.username)}</TableCell>
                  <TableCell sx={WRAP}>
                    <Chip
                      size="small"
                      color={status.color}
                      label={translate(status.key, status.args)}
                      sx={{
                        height: 'auto',
                        maxWidth: '100%',
                        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                      }}
                    />
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
