import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { playerKey, type QbicPlayer } from '../playerModel';
import { PlayerRow } from './PlayerRow';

const COLUMNS = [
  'status',
  'name',
  'model',
  'serial',
  'ip',
  'password',
  'firmware',
  'app',
  'screenshot',
] as const;
const ROWS_PER_PAGE = [25, 50, 100];

export interface PlayersTableProps {
  players: readonly QbicPlayer[];
  selected: ReadonlySet<string>;
  /** Changes the selection from the latest one (several clicks may come before a render). */
  onSelect(change: (current: ReadonlySet<string>) => Set<string>): void;
  onTakeScreenshot(player: QbicPlayer): void;
  onOpenScreenshot(player: QbicPlayer): void;
}

/** The players found by scans, a page at a time, with one or many selected. */
export const PlayersTable = ({
  players,
  selected,
  onSelect,
  onTakeScreenshot,
  onOpenScreenshot,
}: PlayersTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(ROWS_PER_PAGE[1]);
  if (players.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('dm.qbic.players.empty')}
      </Typography>
    );
  }
  const lastPage = Math.max(0, Math.ceil(players.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = players.slice(shownPage * perPage, (shownPage + 1) * perPage);
  const all = selected.size > 0 && selected.size === players.length;
  const toggle = (player: QbicPlayer) =>
    onSelect((current) => {
      const next = new Set(current);
      const key = playerKey(player);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={selected.size > 0 && !all}
                  onChange={() => onSelect(() => (all ? new Set() : new Set(players.map(playerKey))))}
                  // The native mixed state, which screen readers announce; aria-checked is not allowed on a
                  // native checkbox (WCAG 4.1.2), so MUI's is taken off.
                  inputRef={(box: HTMLInputElement | null) => {
                    if (box) box.indeterminate = selected.size > 0 && !all;
                  }}
                  slotProps={{
                    input: {
                      'aria-label': translate('dm.qbic.players.selectAll'),
                      'aria-checked': undefined,
                    },
                  }}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`dm.qbic.players.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((player) => (
              <PlayerRow
                key={playerKey(player)}
                player={player}
                selected={selected.has(playerKey(player))}
                onToggle={toggle}
                onTakeScreenshot={onTakeScreenshot}
                onOpenScreenshot={onOpenScreenshot}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {players.length > ROWS_PER_PAGE[0] && (
        <TablePagination
          component="div"
          count={players.length}
          page={shownPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={ROWS_PER_PAGE}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
    </>
  );
};
