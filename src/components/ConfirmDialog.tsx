import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { HINT_DIALOG_SIZE } from '../config';

/** The six kinds of the generic confirm dialog (000 §2.3). */
export type ConfirmType = 'warning' | 'info' | 'delete' | 'unlink' | 'hint' | 'prompt';

interface Common {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Shown while the caller works on the answer: the accept button says so and nothing can be pressed. */
  busy?: boolean;
}

/** Yes or no for most kinds; the typed password or null for a prompt. */
export type ConfirmDialogProps = Common &
  (
    | { type: Exclude<ConfirmType, 'prompt' | 'hint'>; onClose: (yes: boolean) => void }
    | { type: 'hint'; onClose: (yes: boolean) => void; picture?: string }
    | { type: 'prompt'; onClose: (password: string | null) => void }
  );

/** The accept button's text and busy text per kind; hint has only OK. */
const ACCEPT: Record<ConfirmType, { label: string; busy: string; color: 'primary' | 'error' | 'warning' }> = {
  warning: { label: 'dm.confirm.accept', busy: 'dm.confirm.busy.accept', color: 'warning' },
  info: { label: 'dm.confirm.ok', busy: 'dm.confirm.busy.ok', color: 'primary' },
  delete: { label: 'dm.confirm.yes_delete', busy: 'dm.confirm.busy.delete', color: 'error' },
  unlink: { label: 'dm.confirm.yes_unlink', busy: 'dm.confirm.busy.unlink', color: 'error' },
  hint: { label: 'dm.confirm.ok', busy: 'dm.confirm.busy.ok', color: 'primary' },
  prompt: { label: 'dm.confirm.authorize', busy: 'dm.confirm.busy.authorize', color: 'primary' },
};

/** The generic confirm dialog: warning, info, delete, unlink, hint (OK only, optional picture) and prompt (password). */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { open, title, message, busy = false, type } = props;
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const accept = ACCEPT[type];
  const answer = (yes: boolean) => {
    if (props.type === 'prompt') props.onClose(yes ? password : null);
    else props.onClose(yes);
    setPassword('');
  };
  const hintSize =
    type === 'hint' ? { width: HINT_DIALOG_SIZE.width, minHeight: HINT_DIALOG_SIZE.height } : {};
  return (
    <Dialog
      open={open}
      onClose={() => !busy && answer(false)}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: hintSize, 'data-confirm-type': type } as object }}
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {props.type === 'hint' && props.picture ? (
          <Box component="img" src={props.picture} alt="" sx={{ maxWidth: '100%', mb: 1 }} />
        ) : null}
        {message ? <DialogContentText component="div">{message}</DialogContentText> : null}
        {type === 'prompt' ? (
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="password"
            name="password"
            autoComplete="current-password"
            label={translate('dm.confirm.password')}
            value={password}
            disabled={busy}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && password && answer(true)}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {type !== 'hint' ? (
          <Button onClick={() => answer(false)} disabled={busy}>
            {translate('dm.confirm.cancel')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          color={accept.color}
          onClick={() => answer(true)}
          disabled={busy || (type === 'prompt' && password === '')}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {translate(busy ? accept.busy : accept.label)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
