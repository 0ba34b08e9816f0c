import { alpha, type SxProps, type Theme } from '@mui/material';
import { statusChipStyle } from '../../../components/statusTone';
import { DEVICE_STATUSES, statusTone } from '../deviceModel';

/** The look of the device rows, written once for the whole table rather than per cell. */
export const deviceTableSx: SxProps<Theme> = (theme) => ({
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  '& tbody tr.selected': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& tbody td': {
    ...theme.typography.body2,
    padding: theme.spacing(0.75, 1.5),
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  '& td.check, & th.check': { width: 48, padding: theme.spacing(0, 0, 0, 1.5) },
  '& input[type="checkbox"]': {
    width: 18,
    height: 18,
    margin: 0,
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
    verticalAlign: 'middle',
  },
  '& thead th': { padding: theme.spacing(1, 1.5) },
  '& td.title': { minWidth: 180 },
  '& .strong': { fontWeight: 500, display: 'block' },
  '& .secondary': { ...theme.typography.caption, color: theme.palette.text.secondary, display: 'block' },
  '& .nowrap, & thead th': { whiteSpace: 'nowrap' },
  // The same chip as StatusChip, written once for the table rather than per row.
  ...Object.fromEntries(
    DEVICE_STATUSES.map((status) => [`& .status-${status}`, statusChipStyle(theme, statusTone(status))]),
  ),
});
