import { memo, useMemo } from 'react';
import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { DEVICE_STATUSES, statusLabelKey } from '../deviceModel';
import type { DeviceQuery, SortField } from './deviceQuery';
import type { DeviceRow } from './deviceRows';
import { DeviceTableRow, type RowContext } from './DeviceTableRow';
import { deviceTableSx } from './tableStyles';
import { ListTable } from '../../../components/list/ListTable';
import type { ColumnWidth } from '../../../components/list/listLayout';

/**
 * The columns with their widths: fixed for what has a known size, each wide enough for its longest heading of the
 * seven languages (French for the place, the last connection and the versions), and the name takes the rest.
 */
const COLUMNS: readonly { field: SortField; labelKey: string; size: ColumnWidth }[] = [
  { field: 'title', labelKey: 'resources.devices.fields.name', size: { minWidth: 200 } },
  { field: 'typeLabel', labelKey: 'resources.devices.fields.type', size: { width: 160 } },
  { field: 'status', labelKey: 'resources.devices.fields.status', size: { width: 170 } },
  { field: 'group', labelKey: 'resources.devices.fields.group', size: { width: 150 } },
  { field: 'place', labelKey: 'dm.devicesTab.list.place', size: { width: 250 } },
  { field: 'lastConnected', labelKey: 'resources.devices.fields.lastConnected', size: { width: 170 } },
  { field: 'versions', labelKey: 'dm.devicesTab.list.versions', size: { width: 170 } },
];
const WIDTHS: readonly ColumnWidth[] = [{ width: 48 }, ...COLUMNS.map(({ size }) => size)];

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
      // data-search says which search the rows answer (the benchmark waits for it).
      <ListTable
        columns={WIDTHS}
        surface="default"
        containerProps={{ 'data-search': query.q }}
        aria-label={translate('dm.devicesTab.list.table')}
        sx={deviceTableSx}
      >
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
      </ListTable>
    );
  },
);
DeviceTable.displayName = 'DeviceTable';
