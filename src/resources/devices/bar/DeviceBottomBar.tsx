import { Button } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncIcon from '@mui/icons-material/Sync';
import LabelIcon from '@mui/icons-material/Label';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useLocale, useTranslate } from 'react-admin';
import { FloatingBar } from '../../../components/list/FloatingBar';
import { FloatingBarActions } from '../../../components/list/FloatingBarActions';
import { FloatingBarProgress } from '../../../components/list/FloatingBarProgress';
import type { ActionProgress } from './bulkAction';

/** The actions of the Devices tab's bottom bar (000 §4: REQUEST_SCREENSHOT, FORCE_RELOAD, UNLINK, …). */
export type BarAction =
  | 'REQUEST_SCREENSHOT'
  | 'FORCE_RELOAD'
  | 'UNLINK'
  | 'UPLOAD'
  | 'START_CONFIGURATION'
  | 'BULK_CONFIGURATION'
  | 'LABEL_GROUP';

export interface DeviceBottomBarProps {
  count: number;
  /** The device's label (or name) when exactly one is selected. */
  singleTitle: string | null;
  /** While set, the bar is read-only: the progress text and a Close button that stops the run. */
  progress: { text: string; value: ActionProgress } | null;
  onAction: (action: BarAction) => void;
  onClose: () => void;
}

/** Which selections show the action: any, exactly one device, or several (000 §2.6). */
type Shown = 'any' | 'one' | 'several';

const ACTIONS: readonly { action: BarAction; key: string; Icon: typeof LinkOffIcon; shown: Shown }[] = [
  {
    action: 'REQUEST_SCREENSHOT',
    key: 'dm.devicesTab.bar.requestScreenshot',
    Icon: PhotoCameraIcon,
    shown: 'any',
  },
  { action: 'FORCE_RELOAD', key: 'dm.devicesTab.bar.forceConfigure', Icon: SyncIcon, shown: 'any' },
  { action: 'UNLINK', key: 'dm.devicesTab.bar.unregister', Icon: LinkOffIcon, shown: 'one' },
  { action: 'UPLOAD', key: 'dm.bulk.bar.upload', Icon: UploadFileIcon, shown: 'any' },
  {
    action: 'START_CONFIGURATION',
    key: 'dm.devicesTab.bar.startConfiguration',
    Icon: SettingsIcon,
    shown: 'one',
  },
  {
    action: 'BULK_CONFIGURATION',
    key: 'dm.bulk.bar.bulkConfiguration',
    Icon: DownloadIcon,
    shown: 'several',
  },
  { action: 'LABEL_GROUP', key: 'dm.devicesTab.bar.labelGroup', Icon: LabelIcon, shown: 'one' },
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
    <FloatingBar role="region" label={translate('dm.devicesTab.bar.region')} data-testid="device-bottom-bar">
      {progress ? (
        <FloatingBarProgress
          text={progress.text}
          percent={(progress.value.done / Math.max(1, progress.value.total)) * 100}
          stopLabel={translate('dm.devicesTab.bar.close')}
          onStop={onClose}
        />
      ) : (
        <FloatingBarActions
          title={title}
          titleTestId="device-bottom-bar-title"
          closeLabel={translate('dm.devicesTab.bar.close')}
          onClose={onClose}
        >
          {ACTIONS.filter(({ shown }) => shown === 'any' || (shown === 'one') === (count === 1)).map(
            ({ action, key, Icon }) => (
              <Button
                key={action}
                size="small"
                startIcon={<Icon />}
                color={action === 'UNLINK' ? 'error' : 'primary'}
                onClick={() => onAction(action)}
              >
                {translate(key)}
              </Button>
            ),
          )}
        </FloatingBarActions>
      )}
    </FloatingBar>
  );
};
