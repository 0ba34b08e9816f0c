import { memo, useMemo } from 'react';
import { Table, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { DEVICE_STATUSES, statusLabelKey } from '../deviceModel';
import type { DeviceQuery, SortField } from './deviceQuery';
import type { DeviceRow } from './deviceRows';
import { DeviceTableRow, type RowContext } from './DeviceTableRow';
import { deviceTableSx } from './tableStyles';

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
  query: Pick<DeviceQuery, 'q' | 'sort' | 'order'>;
  onSort: (field: SortField) => void;
  onToggle: (id: string) => void;
  /** Selects or deselects every row of this page. */
  onTogglePage: (selected: boolean) => void;
}

/** One page of devices with sortable headings and a header checkbox for the page. */
export const DeviceTable = memo(
  ({ rows, now, selected, query, onSort, onToggle, onTogglePage }: DeviceTableProps) => {
    const translate = useTranslate();
    const locale = useLocale();
    const context = useMemo<RowContext>(
      () => ({
        now,
        locale,
        na: translate('dm.common.na'),
        statusLabels: Object.fromEntries(
          DEVICE_STATUSES.map((status) => [status, translate(statusLabelKey(status))]),
        ),
        selectLabel: (name) => translate('dm.devicesTab.list.selectRow', { name }),
        onToggle,
      }),
      [now, locale, translate, onToggle],
    );
    const onPage = rows.filter((row) => selected.has(row.id)).length;
    const all = rows.length > 0 && onPage === rows.length;
    return (
      // data-search says which search the rows answer (the benchmark waits for it);
      // width 0 with min-width 100%: the table scrolls sideways inside the page instead of widening it.
      <TableContainer data-search={query.q} sx={{ width: 0, minWidth: '100%' }}>
        <Table size="small" aria-label={translate('dm.devicesTab.list.table')} sx={deviceTableSx}>
          <TableHead>
            <TableRow>
              <TableCell className="check">
                <input
                  type="checkbox"
                  checked={all}
                  ref={(box) => {
                    if (box) box.indeterminate = onPage > 0 && !all;
                  }}
                  disabled={rows.length === 0}
                  onChange={() => onTogglePage(!all)}
                  aria-label={translate('dm.devicesTab.list.selectPage')}
                />
              </TableCell>
              {COLUMNS.map(({ field, labelKey }) => (
                <TableCell key={field} sortDirection={query.sort === field ? query.order : false}>
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
          <tbody>
            {rows.map((row) => (
              <DeviceTableRow key={row.id} row={row} selected={selected.has(row.id)} context={context} />
            ))}
          </tbody>
        </Table>
      </TableContainer>
    );
  },
);
DeviceTable.displayName = 'DeviceTable';
