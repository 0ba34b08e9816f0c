import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface KioskSettingsDialogProps {
  open: boolean;
  onClose(): void;
}

/** Tenant settings of the kiosk area (001 §2, "Settings dialog, kiosk variant"). */
export const KioskSettingsDialog = ({ open, onClose }: KioskSettingsDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate('dm.menu.settings')}</DialogTitle>
    </Dialog>
  );
};
