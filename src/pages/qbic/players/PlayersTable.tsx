import { Checkbox, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { playerKey, type QbicPlayer } from '../../../players/playerModel';
import { PlayerRow } from './PlayerRow';
import { ListPager } from '../../../components/list/ListPager';
import { ListTable } from '../../../components/list/ListTable';
import type { ColumnWidth } from '../../../components/list/listLayout';

/** The columns with their widths: fixed, so that a status or a thumbnail never moves them; the name takes the rest. */
const COLUMNS: readonly { column: string; size: ColumnWidth }[] = [
  { column: 'status', size: { width: 150 } },
  { column: 'name', size: { minWidth: 150 } },
  { column: 'model', size: { width: 110 } },
  { column: 'serial', size: { width: 120 } },
  { column: 'ip', size: { width: 120 } },
  { column: 'password', size: { width: 160 } },
  { column: 'firmware', size: { width: 100 } },
  { column: 'app', size: { width: 110 } },
  { column: 'screenshot', size: { width: 220 } },
];
const WIDTHS: readonly ColumnWidth[] = [{ width: 56 }, ...COLUMNS.map(({ size }) => size)];
/** Ids and versions stay on one line; a longer one is cut with an ellipsis rather than wrapped. */
const TABLE_SX = {
  '& td.nowrap': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;
const ROWS_PER_PAGE = [25, 50, 100];

export interface PlayersTableProps {
  players: readonly QbicPlayer[];
  selected: ReadonlySet<string>;
  /** Changes the selection from the latest one (several clicks may come before a render). */
  onSelect(change: (current: ReadonlySet<string>) => Set<string>): void;
  onTakeScreenshot(player: QbicPlayer): void;
  onOpenScreenshot(player: QbicPlayer): void;
  /** Opens what the activity log holds on the player. */
  onOpenHistory(player: QbicPlayer): void;
}

/** The players found by scans, a page at a time, with one or many selected. */
export const PlayersTable = ({
  players,
  selected,
  onSelect,
  onTakeScreenshot,
  onOpenScreenshot,
  onOpenHistory,
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
      <ListTable
        columns={WIDTHS}
        surface="paper"
        sx={TABLE_SX}
        aria-label={translate('dm.qbic.players.title')}
      >
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
            {COLUMNS.map(({ column }) => (
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
              onOpenHistory={onOpenHistory}
            />
          ))}
        </TableBody>
      </ListTable>
      <ListPager
        count={players.length}
        page={shownPage}
        perPage={perPage}
        perPageOptions={ROWS_PER_PAGE}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(0);
        }}
      />
    </>
  );
};
