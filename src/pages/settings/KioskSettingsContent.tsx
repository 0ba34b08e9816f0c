import type { RefObject } from 'react';
import { Box, Button, CircularProgress, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TenantSettings } from '../../dataProvider/tenant';
import { KioskSettingsForm } from './KioskSettingsForm';
import { useTenantSettings } from './useTenantSettings';

export interface KioskSettingsContentProps {
  onClose(): void;
  onSaved?(settings: TenantSettings): void;
  /** Where the form puts its own close request (which asks before discarding changes). */
  requestClose?: RefObject<(() => void) | null>;
}

/** Loads the settings afresh each time the dialog opens; a failed load offers to try again. */
export const KioskSettingsContent = ({ onClose, onSaved, requestClose }: KioskSettingsContentProps) => {
  const translate = useTranslate();
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
