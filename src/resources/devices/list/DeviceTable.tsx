import { memo } from 'react';
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceQuery, SortField } from './deviceQuery';
import type { DeviceRow } from './deviceRows';
import { DeviceTableRow } from './DeviceTableRow';

const COLUMNS: readonly { field: SortField; labelKey: string }[] = [
  { field: 'title', labelKey: 'resources.devices.fields.name' },
  { field: 'typeLabel', labelKey: 'resources.devices.fields.type' },
  { field: 'status', labelKey: 'resources.devices.fields.status' },
  { field: 'group', labelKey: 'resources.devices.fields.group' },
  { field: 'place', labelKey: 'dm.devicesTab.list.place' },
  { field: 'lastConnected', labelKey: 'resources.devices.fields.lastConnected' },
  { field: 'versions', labelKey: 'dm.devicesTab.list.versions' },
];

export interface DeviceTableProps {
  rows: readonly DeviceRow[];
  /** The time relative times are counted from. */
  now: Date;
  selected: ReadonlySet<string>;
  query: Pick<DeviceQuery, 'sort' | 'order'>;
  onSort: (field: SortField) => void;
  onToggle: (id: string) => void;
  /** Selects or deselects every row of this page. */
  onTogglePage: (selected: boolean) => void;
}

/** One page of devices with sortable headings and a header checkbox for the page. */
export const DeviceTable = memo(
  ({ rows, now, selected, query, onSort, onToggle, onTogglePage }: DeviceTableProps) => {
    const translate = useTranslate();
    const onPage = rows.filter((row) => selected.has(row.id)).length;
    const all = rows.length > 0 && onPage === rows.length;
    return (
      <TableContainer>
        <Table size="small" aria-label={translate('dm.devicesTab.list.table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={onPage > 0 && !all}
                  disabled={rows.length === 0}
                  onChange={() => onTogglePage(!all)}
                  slotProps={{ input: { 'aria-label': translate('dm.devicesTab.list.selectPage') } }}
                />
              </TableCell>
              {COLUMNS.map(({ field, labelKey }) => (
                <TableCell
                  key={field}
                  sortDirection={query.sort === field ? query.order : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  <TableSortLabel
                    active={query.sort === field}
                    direction={query.sort === field ? query.order : 'asc'}
                    onClick={() => onSort(field)}
                  >
                    {translate(labelKey)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <DeviceTableRow
                key={row.id}
                row={row}
                now={now}
                selected={selected.has(row.id)}
                selectLabel={translate('dm.devicesTab.list.selectRow', { name: row.title })}
                onToggle={onToggle}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  },
);
DeviceTable.displayName = 'DeviceTable';
