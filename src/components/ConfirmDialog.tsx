import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
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
import { CONFIRM_LAYOUTS, dialogSizeOf, type AcceptLabels, type ConfirmType } from './confirmTypes';

export interface ConfirmDialogProps {
  open: boolean;
  type: ConfirmType;
  /** A translation key or a text. */
  title: string;
  /** A translation key or a text. */
  message?: string;
  /** Values for the message's placeholders. */
  messageArgs?: Record<string, unknown>;
  /** The hint type's optional picture. */
  picture?: string;
  /** Shows the accept button's busy label and locks the dialog. */
  busy?: boolean;
  /** A translation key or a text shown under the message (a failed action). */
  error?: string | null;
  /** Label of the prompt type's password field. */
  passwordLabel?: string;
  /** A fixed size instead of the type's own (the discard dialog's 360×280). */
  size?: { width: number; height: number };
  /** The accept button's own words instead of the type's. */
  accept?: AcceptLabels;
  /** Accept; the prompt type passes the typed password. */
  onAccept(password: string): void;
  /** Cancel, Escape or the backdrop; never while busy. */
  onCancel(): void;
}

/** The generic confirm dialog of 000 §2.3: warning, info, delete, unlink, hint and prompt. */
export const ConfirmDialog = ({
  open,
  type,
  title,
  message,
  messageArgs,
  picture,
  busy = false,
  error = null,
  passwordLabel,
  size: fixedSize,
  accept,
  onAccept,
  onCancel,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const layout = CONFIRM_LAYOUTS[type];
  const size = fixedSize ?? dialogSizeOf(type);
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);

  // A refused password (a wrong one, say) is asked again in place: the field empty and focused under the reason.
  useEffect(() => {
    if (!error || !layout.password) return;
    setPassword('');
    field.current?.focus();
  }, [error, layout.password]);

  const text = (value: string, args?: Record<string, unknown>) => translate(value, { _: value, ...args });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && (!layout.password || password !== '')) onAccept(password);
  };

  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      aria-labelledby={titleId}
      data-testid={`confirm-${type}`}
      slotProps={{ paper: { component: 'form', onSubmit: submit, sx: size ?? { minWidth: 360 } } }}
    >
      <DialogTitle id={titleId}>{text(title)}</DialogTitle>
      <DialogContent>
        {type === 'hint' && picture ? (
          <Box
            component="img"
            src={picture}
            alt=""
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 120, mb: 1 }}
          />
        ) : null}
        {message ? <DialogContentText>{text(message, messageArgs)}</DialogContentText> : null}
        {layout.password ? (
          <TextField
            type="password"
            name="password"
            autoComplete="off"
            label={text(passwordLabel ?? 'dm.shell.confirm.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            error={Boolean(error)}
            inputRef={field}
            autoFocus
            fullWidth
          />
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {text(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {layout.cancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {translate(layout.cancel)}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          color={layout.color}
          disabled={busy || (layout.password && password === '')}
          autoFocus={!layout.password}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(busy ? (accept?.busy ?? layout.busy) : (accept?.label ?? layout.accept))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
