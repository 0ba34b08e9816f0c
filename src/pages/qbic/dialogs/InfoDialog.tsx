import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface InfoDialogProps {
  open: boolean;
  title: string;
  message: string;
  values?: Record<string, string | number>;
  onClose(): void;
}

/** A message with one OK button (the offline-device dialog, the lock notice). Texts are translation keys. */
export const InfoDialog = ({ open, title, message, values, onClose }: InfoDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qbic-info-title" maxWidth="xs" fullWidth>
      <DialogTitle id="qbic-info-title">{translate(title, values)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message, values)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('dm.qbic.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
