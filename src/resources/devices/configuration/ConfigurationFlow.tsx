import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { MINI_DISPLAY_MODEL_ID } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import { deviceTitle, type Device } from '../deviceModel';
import { translateError } from '../errorText';
import {
  configurableType,
  displayModeFor,
  type ConfigurableType,
  type DisplayMode,
} from '../../../domain/configuration/configurationModel';
import { DeviceConfigurationFormDialog } from './DeviceConfigurationFormDialog';
import { draftFromEntry, emptyDraft } from '../../../domain/configuration/payload';
import { SelectDisplayTypeDialog } from './SelectDisplayTypeDialog';

export interface ConfigurationFlowProps {
  device: Device;
  onClose: () => void;
  onSaved: () => void;
  /** The device left the tenant while its configuration was open (someone unregistered it). */
  onGone: () => void;
}

/**
 * Start configuration: loads the current configuration, asks for the display type (feedback displays configure
 * as feedback), then shows that type's form, filled with the current choices when the type stays the same.
 */
export const ConfigurationFlow = ({ device, onClose, onSaved, onGone }: ConfigurationFlowProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const feedback = configurableType(device.type) === 'FBD';
  const [choice, setChoice] = useState<{ type: ConfigurableType; mode: DisplayMode } | null>(
    feedback ? { type: 'FBD', mode: 'NONE' } : null,
  );
  const stored = useQuery({
    queryKey: ['devices', 'configuration', device.id],
    queryFn: ({ signal }) => dataProvider.deviceConfiguration(device.id, { signal }),
    staleTime: 0,
  });
  if (stored.isPending || stored.isError)
    return (
      <Dialog open onClose={onClose} aria-busy={stored.isPending}>
        <DialogContent>
          {stored.isError ? (
            <Alert severity="error">
              {translate('dm.devicesTab.configure.loadError')} {translateError(translate, stored.error)}
            </Alert>
          ) : (
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              <CircularProgress size={24} />
              <Typography>{translate('dm.devicesTab.configure.loading')}</Typography>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {stored.isError ? (
            <Button onClick={() => void stored.refetch()}>{translate('dm.common.retry')}</Button>
          ) : null}
          <Button onClick={onClose}>{translate('dm.common.cancel')}</Button>
        </DialogActions>
      </Dialog>
    );
  if (!choice)
    return (
      <SelectDisplayTypeDialog
        mode={displayModeFor(device.modelId, MINI_DISPLAY_MODEL_ID)}
        onClose={(picked) => (picked ? setChoice(picked) : onClose())}
      />
    );
  const entry = stored.data?.configurations[0];
  const place = { region: device.region?.id ?? null, building: device.building?.id ?? null };
  const initial =
    entry && configurableType(entry.appType) === choice.type
      ? draftFromEntry(device.id, entry, place)
      : emptyDraft(device.id, choice.type);
  return (
    <DeviceConfigurationFormDialog
      key={`${choice.type}-${choice.mode}`}
      deviceName={deviceTitle(device)}
      type={choice.type}
      mode={choice.mode}
      initial={initial}
      configId={stored.data?.id ?? null}
      version={stored.data?.modifiedDate ?? null}
      onBack={feedback ? null : () => setChoice(null)}
      onClose={onClose}
      onSaved={onSaved}
      onGone={onGone}
    />
  );
};
