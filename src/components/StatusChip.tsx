import { Box } from '@mui/material';
import { statusChipStyle, type StatusTone } from './statusTone';

export interface StatusChipProps {
  tone: StatusTone;
  label: string;
  /** The status as data, for tests and styles: '0' … '4' for devices, 'live' … for players. */
  status: string | number;
}

/** A status as every tab shows it: the same chip for the same status, whatever the list. */
export const StatusChip = ({ tone, label, status }: StatusChipProps) => (
  <Box component="span" data-status={status} sx={(theme) => statusChipStyle(theme, tone)}>
    {label}
  </Box>
);
