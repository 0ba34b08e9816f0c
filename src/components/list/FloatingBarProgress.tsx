import { Button, Stack, Typography } from '@mui/material';
import { ExactProgress } from '../ExactProgress';

export interface FloatingBarProgressProps {
  /** What is being done, how far ("Locking 2 of 5…"). */
  text: string;
  /** Done so far, 0 to 100. */
  percent: number;
  /** The button that stops the run. */
  stopLabel: string;
  onStop(): void;
}

/** The floating bar while an action runs on the selected rows: read-only, with its progress and a way to stop. */
export const FloatingBarProgress = ({ text, percent, stopLabel, onStop }: FloatingBarProgressProps) => (
  <Stack direction="row" sx={{ alignItems: 'center', gap: 2, minWidth: 360 }}>
    <Stack sx={{ flex: 1, gap: 0.5 }}>
      <Typography variant="body2" role="status">
        {text}
      </Typography>
      <ExactProgress value={percent} aria-label={text} />
    </Stack>
    <Button onClick={onStop}>{stopLabel}</Button>
  </Stack>
);
