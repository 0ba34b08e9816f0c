import { Box, Button, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingsDialogProps } from '../../layout/AreaPage';
import { WorkplaceSettingsForm } from './settings/WorkplaceSettingsForm';
import { useWorkplaceSettings } from './useWorkplaceSettings';

/** Loads the settings afresh each time the dialog opens (loading, then ready); a failed load offers a retry. */
const WorkplaceSettingsContent = ({ onClose }: { onClose(): void }) => {
  const translate = useTranslate();
  const settings = useWorkplaceSettings({ fresh: true });
  if (settings.data && settings.isFetchedAfterMount) {
    return <WorkplaceSettingsForm settings={settings.data} onClose={onClose} />;
  }
  return (
    <DialogContent>
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        {settings.isError && !settings.isFetching ? (
          <Button onClick={() => void settings.refetch()}>{translate('dm.common.retry')}</Button>
        ) : (
          <CircularProgress aria-label={translate('dm.common.loading')} />
        )}
      </Box>
    </DialogContent>
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
