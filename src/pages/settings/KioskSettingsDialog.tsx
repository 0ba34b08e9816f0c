import { useRef } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TenantSettings } from '../../dataProvider/tenant';
import { KioskSettingsContent } from './KioskSettingsContent';

export interface KioskSettingsDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the saved settings after a successful save (the "change event"). */
  onSaved?(settings: TenantSettings): void;
}

/** Tenant settings of the kiosk area (001 §2 "Settings dialog, kiosk variant", §4 Settings dialog). */
export const KioskSettingsDialog = ({ open, onClose, onSaved }: KioskSettingsDialogProps) => {
  const translate = useTranslate();
  // Escape and a click beside the dialog ask the form first: it may hold changes not yet saved.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Dialog
      open={open}
      onClose={() => (requestClose.current ?? onClose)()}
      aria-labelledby="kiosk-settings-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="kiosk-settings-title">{translate('dm.kioskSettings.title')}</DialogTitle>
      {open && <KioskSettingsContent onClose={onClose} onSaved={onSaved} requestClose={requestClose} />}
    </Dialog>
  );
};
