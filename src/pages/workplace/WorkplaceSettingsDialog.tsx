import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingsDialogProps } from '../../layout/AreaPage';
import { usePlannedTexts } from '../../layout/PlannedPage';

/** The workplace Settings dialog (001 §2): preview settings arrive later; it says what they will be. */
export const WorkplaceSettingsDialog = ({ open, onClose }: SettingsDialogProps) => {
  const translate = useTranslate();
  const texts = usePlannedTexts('workplace_settings', 2);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="workplace-settings-title" maxWidth="sm" fullWidth>
      <DialogTitle id="workplace-settings-title">{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.message}</DialogContentText>
        <DialogContentText component="ul" sx={{ mt: 1, pl: 3 }}>
          {texts.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dm.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
