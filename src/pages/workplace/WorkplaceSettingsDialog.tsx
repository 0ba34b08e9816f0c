import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingsDialogProps } from '../../layout/AreaPage';
import { SettingsLoading } from '../settings/SettingsLoading';
import { WorkplaceSettingsForm } from './settings/WorkplaceSettingsForm';
import { useWorkplaceSettings } from './useWorkplaceSettings';

/** Loads the settings afresh each time the dialog opens (loading, then ready). */
const WorkplaceSettingsContent = ({ onClose }: { onClose(): void }) => {
  const settings = useWorkplaceSettings({ fresh: true });
  if (settings.data && settings.isFetchedAfterMount) {
    return <WorkplaceSettingsForm settings={settings.data} onClose={onClose} />;
  }
  return (
    <SettingsLoading
      failed={settings.isError && !settings.isFetching}
      onRetry={() => void settings.refetch()}
    />
  );
};

/** The workplace Settings dialog (001 §2 workplace variant, §4 Settings dialog). */
export const WorkplaceSettingsDialog = ({ open, onClose }: SettingsDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="workplace-settings-title" maxWidth="sm" fullWidth>
      <DialogTitle id="workplace-settings-title">{translate('dm.workplace.settings.title')}</DialogTitle>
      {open && <WorkplaceSettingsContent onClose={onClose} />}
    </Dialog>
  );
};
