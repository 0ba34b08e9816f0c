import RadarIcon from '@mui/icons-material/Radar';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFocusThroughWork } from '../../../components/useFocusThroughWork';
import type { ScanState } from '../useScan';
import { NamedPlayersLine } from './NamedPlayersLine';

export interface ScanBarProps {
  state: ScanState;
  /** No range to scan: the button is disabled and says why. */
  noRanges: boolean;
  onScan(): void;
  onCancel(): void;
}

/** The scan button, the progress bar while it runs, and what the last scan found. */
export const ScanBar = ({ state, noRanges, onScan, onCancel }: ScanBarProps) => {
  const translate = useTranslate();
  const running = state.phase === 'running';
  // Scan disables itself: the focus goes to Cancel while it runs and back to Scan, never to the page body.
  const focus = useFocusThroughWork<HTMLButtonElement, HTMLButtonElement>(running);
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          ref={focus.after}
          variant="contained"
          startIcon={<RadarIcon />}
          onClick={onScan}
          disabled={running || noRanges}
        >
          {translate('dm.qbic.scan.start')}
        </Button>
        {running && (
          <Button ref={focus.during} onClick={onCancel}>
            {translate('dm.qbic.scan.cancel')}
          </Button>
        )}
        {noRanges && !running && (
          <Typography variant="body2" color="text.secondary">
            {translate('dm.qbic.scan.noRanges')}
          </Typography>
        )}
        {state.phase === 'done' && (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate(state.cancelled ? 'dm.qbic.scan.cancelled' : 'dm.qbic.scan.done', {
              ...state,
              smart_count: state.found,
            })}
          </Typography>
        )}
      </Stack>
      {state.phase === 'done' && (
        <>
          <NamedPlayersLine
            players={state.silent}
            text="dm.qbic.scan.silent"
            color="error"
            testId="scan-silent"
          />
          <NamedPlayersLine
            players={state.scheduledOff}
            text="dm.qbic.scan.scheduledOff"
            color="text.secondary"
            testId="scan-scheduled-off"
          />
        </>
      )}
      {running && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={state.progress.percent}
            aria-label={translate('dm.qbic.scan.start')}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {translate('dm.qbic.scan.progress', { ...state.progress, smart_count: state.progress.found })}
          </Typography>
        </Box>
      )}
      {state.phase === 'invalid' && <Alert severity="error">{translate('dm.qbic.scan.invalidRanges')}</Alert>}
    </Stack>
  );
};
