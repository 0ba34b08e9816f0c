import { memo } from 'react';
import { Checkbox, TableCell, TableRow, Typography } from '@mui/material';
import { RelativeTime } from '../RelativeTime';
import { StatusChip } from '../StatusChip';
import type { DeviceRow } from './deviceRows';

export interface DeviceTableRowProps {
  row: DeviceRow;
  selected: boolean;
  now: Date;
  selectLabel: string;
  onToggle: (id: string) => void;
}

/** One device: clicking the row or its checkbox selects it. */
export const DeviceTableRow = memo(({ row, selected, now, selectLabel, onToggle }: DeviceTableRowProps) => (
  <TableRow
    hover
    selected={selected}
    onClick={() => onToggle(row.id)}
    data-id={row.id}
    sx={{ cursor: 'pointer' }}
  >
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={selected}
        onClick={(event) => event.stopPropagation()}
        onChange={() => onToggle(row.id)}
        slotProps={{ input: { 'aria-label': selectLabel } }}
      />
    </TableCell>
    <TableCell>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      {row.label ? (
        <Typography variant="caption" color="text.secondary">
          {row.name}
        </Typography>
      ) : null}
    </TableCell>
    <TableCell>{row.typeLabel}</TableCell>
    <TableCell>
      <StatusChip status={row.status} />
    </TableCell>
    <TableCell>{row.group ?? '—'}</TableCell>
    <TableCell>{row.place || '—'}</TableCell>
    <TableCell>
      <RelativeTime value={row.lastConnected} now={now} />
    </TableCell>
    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.versions}</TableCell>
  </TableRow>
));
DeviceTableRow.displayName = 'DeviceTableRow';
