import type { TenantSettings } from '../../dataProvider/tenant';
import { KioskSettingsForm } from './KioskSettingsForm';
import { SettingsLoading } from './SettingsLoading';
import { useTenantSettings } from './useTenantSettings';

export interface KioskSettingsContentProps {
  onClose(): void;
  onSaved?(settings: TenantSettings): void;
}

/** Loads the settings afresh each time the dialog opens; a failed load offers to try again. */
export const KioskSettingsContent = ({ onClose, onSaved }: KioskSettingsContentProps) => {
  const settings = useTenantSettings({ fresh: true });
  if (settings.data && settings.isFetchedAfterMount) {
    return <KioskSettingsForm settings={settings.data} onClose={onClose} onSaved={onSaved} />;
  }
  return (
    <SettingsLoading
      failed={settings.isError && !settings.isFetching}
      onRetry={() => void settings.refetch()}
    />
  );
};
