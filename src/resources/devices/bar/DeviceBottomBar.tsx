import { Button } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncIcon from '@mui/icons-material/Sync';
import LabelIcon from '@mui/icons-material/Label';
import DownloadIcon from '@mui/icons-material/Download';
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

/** Which selections show the action: any, or exactly one device (000 §2.6). */
type Shown = 'any' | 'one';

const ACTIONS: readonly { action: BarAction; key: string; Icon: typeof LinkOffIcon; shown: Shown }[] = [
  {
    action: 'REQUEST_SCREENSHOT',
    key: 'dm.devicesTab.bar.requestScreenshot',
    Icon: PhotoCameraIcon,
    shown: 'any',
  },
  { action: 'FORCE_RELOAD', key: 'dm.devicesTab.bar.forceConfigure', Icon: SyncIcon, shown: 'any' },
  { action: 'UNLINK', key: 'dm.devicesTab.bar.unregister', Icon: LinkOffIcon, shown: 'one' },
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
    shown: 'any',
  },
  { action: 'LABEL_GROUP', key: 'dm.devicesTab.bar.labelGroup', Icon: LabelIcon, shown: 'one' },
];

/**
 * The bar's actions for `count` selected devices, in the bar's order. Bulk configuration serves one device as well
 * as several (its sheet holds the selected devices); Upload is not here: it never depended on the selection, so the
 * list's toolbar offers it with nothing ticked.
 */
export const barActionsFor = (count: number) => ACTIONS.filter(({ shown }) => shown === 'any' || count === 1);

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
    <FloatingBar
      role="region"
      label={translate('dm.devicesTab.bar.region')}
      shortcutHint={translate('dm.list.barShortcut')}
      data-testid="device-bottom-bar"
    >
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
          {barActionsFor(count).map(({ action, key, Icon }) => (
            <Button
              key={action}
              size="small"
              startIcon={<Icon />}
              color={action === 'UNLINK' ? 'error' : 'primary'}
              onClick={() => onAction(action)}
            >
              {translate(key)}
            </Button>
          ))}
        </FloatingBarActions>
      )}
    </FloatingBar>
  );
};
