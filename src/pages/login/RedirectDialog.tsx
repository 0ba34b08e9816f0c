import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { AuthRedirectReason } from '../../authProvider/authProvider';

const MESSAGES: Record<AuthRedirectReason, string> = {
  captcha: 'dm.shell.redirect.message_captcha_required',
  mustChangePassword: 'dm.shell.redirect.message_must_change_password',
};

export interface RedirectDialogProps {
  reason: AuthRedirectReason | null;
  /** The central login's address (centralLoginUrl). */
  loginUrl: string;
  onClose(): void;
}

/**
 * The redirect dialog of 001 §2: the platform wants a captcha or a new password, which the central login asks
 * for in a new window. Once signed in there, this page follows (it listens for the new session).
 */
export const RedirectDialog = ({ reason, loginUrl, onClose }: RedirectDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={reason !== null}
      onClose={onClose}
      aria-labelledby="redirect-dialog-title"
      data-testid="redirect-dialog"
    >
      <DialogTitle id="redirect-dialog-title">{translate('dm.shell.redirect.heading')}</DialogTitle>
      <DialogContent>
        {reason ? (
          <DialogContentText sx={{ mb: 1.5 }}>{translate(MESSAGES[reason])}</DialogContentText>
        ) : null}
        <DialogContentText>{translate('dm.shell.redirect.message_redirect_notice')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dm.shell.confirm.cancel')}</Button>
        <Button
          variant="contained"
          component="a"
          href={loginUrl}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon />}
          onClick={onClose}
        >
          {translate('dm.shell.redirect.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
