import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import { PagedRows } from '../../../components/bulk/PagedRows';
import type { PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';
import { rowDevice, rowLines, rowStatus } from './rowText';

type Filter = 'all' | 'problems' | 'changes' | 'unchanged';

const matches = (filter: Filter, row: PreparedRow, outcome: PushOutcome | undefined): boolean => {
  if (filter === 'problems') return !row.success || outcome?.state === 'failed';
  if (filter === 'changes') return row.success && !row.unchanged;
  if (filter === 'unchanged') return row.unchanged;
  return true;
};

export interface DeviceBulkTableProps {
  rows: readonly PreparedRow[];
  outcomes: ReadonlyMap<number, PushOutcome>;
  pushed: boolean;
}

/** The Devices tab's results table (000 §2.1: device, status), with each row's errors or changes, paged. */
export const DeviceBulkTable = ({ rows, outcomes, pushed }: DeviceBulkTableProps) => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const shown = useMemo(
    () =>
      rows
        .map((row, index) => ({ row, index }))
        .filter(({ row, index }) => matches(filter, row, outcomes.get(index))),
    [filter, outcomes, rows],
  );
  const pageRows = shown.slice(page * perPage, (page + 1) * perPage);
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        aria-label={translate('dm.bulk.table.show')}
        onChange={(_event, value: Filter | null) => {
          if (value) setFilter(value);
          setPage(0);
        }}
      >
        {(['all', 'problems', 'changes', 'unchanged'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`dm.bulk.table.filter.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT_PX }}>
        <Table size="small" stickyHeader aria-label={translate('dm.bulk.dialog.devicesTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('dm.bulk.table.device')}</TableCell>
              <TableCell>{translate('dm.bulk.table.status')}</TableCell>
              <TableCell>{translate('dm.bulk.table.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map(({ row, index }) => {
              const outcome = outcomes.get(index);
              const status = rowStatus(row, outcome, pushed);
              const lines =
                outcome?.state === 'failed'
                  ? [translate(outcome.reason, { _: outcome.reason })]
                  : rowLines(translate, row);
              return (
                <TableRow key={index} data-testid="bulk-row">
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Typography variant="body2">{rowDevice(row)}</Typography>
                    <Typography variant="caption" color="textSecondary">
                      {translate('dm.bulk.table.row', { row: row.source.row })}
                      {row.source.id ? ` · ${row.source.id}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Chip size="small" color={status.color} label={translate(status.key, status.args)} />
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {lines.map((line) => (
                      <Typography key={line} variant="body2">
                        {line}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
            {pageRows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>{translate('dm.bulk.table.empty')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedRows count={shown.length} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} />
    </>
  );
};
