import { LinearProgress, type LinearProgressProps } from '@mui/material';
import { shownPercent } from './percent';

export interface ExactProgressProps extends Omit<LinearProgressProps, 'variant' | 'value'> {
  /** Percent done; the bar shows `shownPercent` of it, the same whole number the text beside it shows. */
  value: number;
}

/**
 * A determinate bar that shows its value at once. MUI's bar slides to a new value over 0.4 s, so beside a
 * number that changes at once (the configuration status, a push) the bar lagged the percent it stood for.
 */
export const ExactProgress = ({ value, sx, ...props }: ExactProgressProps) => (
  <LinearProgress
    {...props}
    variant="determinate"
    value={shownPercent(value)}
    sx={[{ '& .MuiLinearProgress-bar': { transition: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
  />
);
