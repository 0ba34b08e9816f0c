import type { TenantSettings } from '../../contract/tenant';
import { KioskSettingsContent } from './KioskSettingsContent';
import { SettingsDialogFrame } from './SettingsDialogFrame';

export interface KioskSettingsDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the saved settings after a successful save (the "change event"). */
  onSaved?(settings: TenantSettings): void;
}

/** Tenant settings of the kiosk area (001 §2 "Settings dialog, kiosk variant", §4 Settings dialog). */
export const KioskSettingsDialog = ({ open, onClose, onSaved }: KioskSettingsDialogProps) => (
  <SettingsDialogFrame
    open={open}
    onClose={onClose}
    titleId="kiosk-settings-title"
    title="dm.kioskSettings.title"
  >
    {(requestClose) => (
      <KioskSettingsContent onClose={onClose} onSaved={onSaved} requestClose={requestClose} />
    )}
  </SettingsDialogFrame>
);
