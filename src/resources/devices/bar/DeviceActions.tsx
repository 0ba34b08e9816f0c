import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AppDataProvider } from '../../../dataProvider';
import { deviceTarget } from '../deviceActivity';
import { deviceTitle, type Device } from '../deviceModel';
import { translateError } from '../errorText';
import { RequestedScreenshotList } from '../screenshot/RequestedScreenshotList';
import { ActionSummaryDialog } from './ActionSummaryDialog';
import { DeviceBottomBar, type BarAction } from './DeviceBottomBar';
import { useBulkRun } from './useBulkRun';
import type { DeviceBulkActions } from '../bulk/useDeviceBulkActions';

const DeviceScreenshotDialog = lazy(() =>
  import('../screenshot/DeviceScreenshotDialog').then((module) => ({
    default: module.DeviceScreenshotDialog,
  })),
);
const ConfigurationFlow = lazy(() =>
  import('../configuration/ConfigurationFlow').then((module) => ({ default: module.ConfigurationFlow })),
);
const LabelGroupDialog = lazy(() =>
  import('../details/LabelGroupDialog').then((module) => ({ default: module.LabelGroupDialog })),
);

type OneDeviceDialog = 'screenshot' | 'unlink' | 'configure' | 'labelGroup';

export interface DeviceActionsProps {
  /** The selected devices (at least one). */
  devices: readonly Device[];
  onClear: () => void;
  /** Something the list shows changed: read it again. */
  onChanged: () => void;
  /** The sheet's Download and Upload, shared with the list's toolbar. */
  sheets: DeviceBulkActions;
}

/** The bottom bar and everything its buttons open. */
export const DeviceActions = ({ devices, onClear, onChanged, sheets }: DeviceActionsProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const bulk = useBulkRun();
  const log = useActivityLog();
  const logUnlink = (device: Device, error?: unknown) =>
    void log({ action: 'device.unregister', targets: [deviceTarget(device, error)] });
  // A screenshot opened from the report of a request on several devices waits for that request's picture.
  const [dialog, setDialog] = useState<{
    kind: OneDeviceDialog;
    device: Device;
    requestedAt?: string;
  } | null>(null);
  const single = devices.length === 1 ? devices[0] : null;
  const close = () => setDialog(null);
  const unlink = useMutation({
    mutationFn: (device: Device) => dataProvider.unlinkDevice(device.id),
    onSuccess: (_answer, device) => {
      logUnlink(device);
      notify('dm.devicesTab.unlink.done', { type: 'success' });
      close();
      onChanged();
    },
    onError: (error, device) => {
      logUnlink(device, error);
      notify('dm.devicesTab.unlink.failed', {
        type: 'error',
        messageArgs: { reason: translateError(translate, error) },
      });
      close();
    },
  });

  const onAction = (action: BarAction) => {
    if (action === 'REQUEST_SCREENSHOT' && single) return setDialog({ kind: 'screenshot', device: single });
    if (action === 'REQUEST_SCREENSHOT') return void bulk.run('screenshot', devices);
    if (action === 'FORCE_RELOAD') return void bulk.run('reload', devices);
    if (action === 'BULK_CONFIGURATION') return sheets.download();
    if (!single) return;
    const kinds: Record<
      Exclude<BarAction, 'REQUEST_SCREENSHOT' | 'FORCE_RELOAD' | 'BULK_CONFIGURATION'>,
      OneDeviceDialog
    > = {
      UNLINK: 'unlink',
      START_CONFIGURATION: 'configure',
      LABEL_GROUP: 'labelGroup',
    };
    setDialog({ kind: kinds[action], device: single });
  };

  const progress = bulk.running
    ? {
        text: translate(`dm.devicesTab.bar.progress.${bulk.running.kind}`, {
          done: bulk.running.progress.done.toLocaleString(locale),
          total: bulk.running.progress.total.toLocaleString(locale),
        }),
        value: bulk.running.progress,
      }
    : sheets.busyText
      ? { text: sheets.busyText, value: { done: 0, total: 1 } }
      : null;
  const saved = () => {
    close();
    onChanged();
  };

  return (
    <>
      {devices.length > 0 || bulk.running ? (
        <DeviceBottomBar
          count={devices.length}
          singleTitle={single ? deviceTitle(single) : null}
          progress={progress}
          onAction={onAction}
          onClose={bulk.running ? bulk.cancel : onClear}
        />
      ) : null}
      {sheets.dialogs}
      <ActionSummaryDialog
        title={bulk.finished ? translate(`dm.devicesTab.summary.${bulk.finished.kind}`) : ''}
        summary={bulk.finished?.summary ?? null}
        onClose={bulk.dismiss}
      >
        <RequestedScreenshotList
          requested={bulk.finished?.requested ?? []}
          onView={({ device, requestedAt }) => setDialog({ kind: 'screenshot', device, requestedAt })}
        />
      </ActionSummaryDialog>
      <ConfirmDialog
        type="unlink"
        open={dialog?.kind === 'unlink'}
        busy={unlink.isPending}
        title={translate('dm.devicesTab.unlink.title')}
        message={
          dialog ? translate('dm.devicesTab.unlink.message', { name: deviceTitle(dialog.device) }) : ''
        }
        onAccept={() => (dialog ? unlink.mutate(dialog.device) : close())}
        onCancel={close}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'screenshot' ? (
          <DeviceScreenshotDialog device={dialog.device} requestedAt={dialog.requestedAt} onClose={close} />
        ) : null}
        {dialog?.kind === 'configure' ? (
          <ConfigurationFlow device={dialog.device} onClose={close} onSaved={saved} onGone={onChanged} />
        ) : null}
        {dialog?.kind === 'labelGroup' ? (
          <LabelGroupDialog device={dialog.device} onClose={close} onSaved={saved} />
        ) : null}
      </Suspense>
    </>
  );
};
