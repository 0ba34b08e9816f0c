import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SessionDialogProps {
  /** inactive: the session ended ("user logged out"); changed: another user signed in elsewhere. */
  kind: 'inactive' | 'changed';
  onConfirm(): void;
}

const TEXTS = {
  inactive: {
    title: 'dm.shell.session.logged_out_title',
    message: 'dm.shell.session.message_user_logged_out',
    action: 'dm.shell.session.sign_in_again',
  },
  changed: {
    title: 'dm.shell.session.changed_title',
    message: 'dm.shell.session.message_user_session_changed',
    action: 'dm.shell.session.refresh',
  },
} as const;

/** The session dialogs of 001 §2 and §8: it cannot be dismissed, only confirmed. */
export const SessionDialog = ({ kind, onConfirm }: SessionDialogProps) => {
  const translate = useTranslate();
  const texts = TEXTS[kind];
  return (
    <Dialog open aria-labelledby="session-dialog-title" data-testid={`session-${kind}`}>
      <DialogTitle id="session-dialog-title">{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(texts.message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {translate(texts.action)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
