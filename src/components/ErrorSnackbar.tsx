import { Alert, AlertTitle, Snackbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SNACKBAR_DURATION_MS } from '../config';

export interface ErrorNotice {
  /** A translation key or a text; "Error" when absent. */
  title?: string;
  /** A translation key or a text. */
  message: string;
  messageArgs?: Record<string, unknown>;
}

export interface ErrorSnackbarProps {
  error: ErrorNotice | null;
  onClose(): void;
  /** How long it stays (000 §9: 5 s). */
  durationMs?: number;
}

const TWO_LINES = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** The error snackbar of 000 §2.10: title and message, each clamped to two lines, shown 5 seconds. */
export const ErrorSnackbar = ({ error, onClose, durationMs = SNACKBAR_DURATION_MS }: ErrorSnackbarProps) => {
  const translate = useTranslate();
  const text = (value: string, args?: Record<string, unknown>) => translate(value, { _: value, ...args });
  return (
    <Snackbar
      open={error !== null}
      autoHideDuration={durationMs}
      onClose={(_event, reason) => (reason === 'clickaway' ? undefined : onClose())}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: 480, maxWidth: '90vw' }}>
        {error ? (
          <>
            <AlertTitle sx={TWO_LINES}>{text(error.title ?? 'dm.shell.error.title')}</AlertTitle>
            <Typography variant="body2" sx={TWO_LINES} title={text(error.message, error.messageArgs)}>
              {text(error.message, error.messageArgs)}
            </Typography>
          </>
        ) : null}
      </Alert>
    </Snackbar>
  );
};
