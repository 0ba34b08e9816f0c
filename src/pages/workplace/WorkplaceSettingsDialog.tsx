import type { SettingsDialogProps } from '../../layout/AreaPage';
import { SettingsDialogFrame } from '../settings/SettingsDialogFrame';
import { SettingsLoading } from '../settings/SettingsLoading';
import { WorkplaceSettingsForm, type WorkplaceSettingsFormProps } from './settings/WorkplaceSettingsForm';
import { useWorkplaceSettings } from './useWorkplaceSettings';

/** Loads the settings afresh each time the dialog opens (loading, then ready). */
const WorkplaceSettingsContent = ({
  onClose,
  requestClose,
}: Omit<WorkplaceSettingsFormProps, 'settings'>) => {
  const settings = useWorkplaceSettings({ fresh: true });
  if (settings.data && settings.isFetchedAfterMount) {
    return <WorkplaceSettingsForm settings={settings.data} onClose={onClose} requestClose={requestClose} />;
  }
  return (
    <SettingsLoading
      failed={settings.isError && !settings.isFetching}
      onRetry={() => void settings.refetch()}
    />
  );
};

/** The workplace Settings dialog (001 §2 workplace variant, §4 Settings dialog). */
export const WorkplaceSettingsDialog = ({ open, onClose }: SettingsDialogProps) => (
  <SettingsDialogFrame
    open={open}
    onClose={onClose}
    titleId="workplace-settings-title"
    title="dm.workplace.settings.title"
  >
    {(requestClose) => <WorkplaceSettingsContent onClose={onClose} requestClose={requestClose} />}
  </SettingsDialogFrame>
);
