import { Dialog, DialogTitle } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { SettingsDialogProps } from '../../layout/AreaPage';
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
export const WorkplaceSettingsDialog = ({ open, onClose }: SettingsDialogProps) => {
  const translate = useTranslate();
  // Escape and a click beside the dialog ask the form first: it may hold changes not yet saved.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Dialog
      open={open}
      onClose={() => (requestClose.current ?? onClose)()}
      aria-labelledby="workplace-settings-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="workplace-settings-title">{translate('dm.workplace.settings.title')}</DialogTitle>
      {open && <WorkplaceSettingsContent onClose={onClose} requestClose={requestClose} />}
    </Dialog>
  );
};
