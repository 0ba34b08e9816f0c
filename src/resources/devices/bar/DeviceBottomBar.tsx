import { Button, IconButton, LinearProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncIcon from '@mui/icons-material/Sync';
import LabelIcon from '@mui/icons-material/Label';
import { useLocale, useTranslate } from 'react-admin';
import type { ActionProgress } from './bulkAction';

/** The actions of the Devices tab's bottom bar (000 §4: REQUEST_SCREENSHOT, FORCE_RELOAD, UNLINK, …). */
export type BarAction =
  'REQUEST_SCREENSHOT' | 'FORCE_RELOAD' | 'UNLINK' | 'START_CONFIGURATION' | 'LABEL_GROUP';

export interface DeviceBottomBarProps {
  count: number;
  /** The device's label (or name) when exactly one is selected. */
  singleTitle: string | null;
  /** While set, the bar is read-only: the progress text and a Close button that stops the run. */
  progress: { text: string; value: ActionProgress } | null;
  onAction: (action: BarAction) => void;
  onClose: () => void;
}

const ACTIONS: readonly { action: BarAction; key: string; Icon: typeof CloseIcon; single: boolean }[] = [
  { action: 'REQUEST_SCREENSHOT', key: 'requestScreenshot', Icon: PhotoCameraIcon, single: false },
  { action: 'FORCE_RELOAD', key: 'forceConfigure', Icon: SyncIcon, single: false },
  { action: 'UNLINK', key: 'unregister', Icon: LinkOffIcon, single: true },
  { action: 'START_CONFIGURATION', key: 'startConfiguration', Icon: SettingsIcon, single: true },
  { action: 'LABEL_GROUP', key: 'labelGroup', Icon: LabelIcon, single: true },
];

/** Shown while devices are selected: the count or the single device's label, and what can be done with them. */
export const DeviceBottomBar = ({
  count,
  singleTitle,
  progress,
  onAction,
  onClose,
}: DeviceBottomBarProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const title =
    singleTitle ??
    translate('dm.devicesTab.bar.selected', { smart_count: count, number: count.toLocaleString(locale) });
  return (
    <Paper
      elevation={8}
      role="region"
      aria-label={translate('dm.devicesTab.bar.region')}
      data-testid="device-bottom-bar"
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.appBar,
        width: 'max-content',
        maxWidth: 'calc(100% - 32px)',
        px: 2,
        py: 1,
      }}
    >
      {progress ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, minWidth: 360 }}>
          <Stack sx={{ flex: 1, gap: 0.5 }}>
            <Typography variant="body2" role="status">
              {progress.text}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(progress.value.done / Math.max(1, progress.value.total)) * 100}
            />
          </Stack>
          <Button onClick={onClose}>{translate('dm.devicesTab.bar.close')}</Button>
        </Stack>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" data-testid="device-bottom-bar-title" sx={{ mr: 1 }}>
            {title}
          </Typography>
          {ACTIONS.filter(({ single }) => !single || count === 1).map(({ action, key, Icon }) => (
            <Button
              key={action}
              size="small"
              startIcon={<Icon />}
              color={action === 'UNLINK' ? 'error' : 'primary'}
              onClick={() => onAction(action)}
            >
              {translate(`dm.devicesTab.bar.${key}`)}
            </Button>
          ))}
          <Tooltip title={translate('dm.devicesTab.bar.close')}>
            <IconButton size="small" aria-label={translate('dm.devicesTab.bar.close')} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Paper>
  );
};
