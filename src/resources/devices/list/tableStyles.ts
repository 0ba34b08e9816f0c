import { alpha, type SxProps, type Theme } from '@mui/material';
import { DEVICE_STATUSES, statusFill } from '../deviceModel';

/** Paths like 'error.main' or 'grey.500' read from the palette. */
const paletteColor = (theme: Theme, path: string): string => {
  const [group, shade] = path.split('.');
  return (theme.palette as unknown as Record<string, Record<string, string>>)[group][shade];
};

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
  '& .status': {
    display: 'inline-block',
    padding: theme.spacing(0, 1),
    border: '1px solid',
    borderRadius: 12,
    fontSize: '0.8125rem',
    lineHeight: '22px',
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(
    DEVICE_STATUSES.map((status) => [
      `& .status-${status}`,
      { color: paletteColor(theme, statusFill(status)) },
    ]),
  ),
});
