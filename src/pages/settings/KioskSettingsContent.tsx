import type { RefObject } from 'react';
import type { TenantSettings } from '../../contract/tenant';
import { KioskSettingsForm } from './KioskSettingsForm';
import { SettingsLoading } from './SettingsLoading';
import { useTenantSettings } from './useTenantSettings';

export interface KioskSettingsContentProps {
  onClose(): void;
  onSaved?(settings: TenantSettings): void;
  /** Where the form puts its own close request (which asks before discarding changes). */
  requestClose?: RefObject<(() => void) | null>;
}

/** Loads the settings afresh each time the dialog opens; a failed load offers to try again. */
export const KioskSettingsContent = ({ onClose, onSaved, requestClose }: KioskSettingsContentProps) => {
  const settings = useTenantSettings({ fresh: true });
  if (settings.data && settings.isFetchedAfterMount) {
    return (
      <KioskSettingsForm
        settings={settings.data}
        onClose={onClose}
        onSaved={onSaved}
        requestClose={requestClose}
      />
    );
  }
  return (
    <SettingsLoading
      failed={settings.isError && !settings.isFetching}
      onRetry={() => void settings.refetch()}
    />
  );
};
