import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { ScreenshotView } from '../../../components/ScreenshotView';
import type { AppDataProvider } from '../../../dataProvider';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { deviceTarget } from '../deviceActivity';
import { deviceTitle, type Device } from '../deviceModel';
import { translateError } from '../errorText';
import { isWaitingForScreenshot } from './waitingForScreenshot';

/** How often the dialog looks for the requested picture. */
const POLL_MS = 1_000;

export interface DeviceScreenshotDialogProps {
  device: Device;
  /** A request made already (from the bottom bar, for several devices): the dialog waits for its picture. */
  requestedAt?: string;
  onClose: () => void;
}

/**
 * The screenshot dialog fed by the backend: asks the display for a new screenshot (unless one was requested
 * already), polls until it arrives, and loads the device's versions.
 */
export const DeviceScreenshotDialog = ({ device, requestedAt, onClose }: DeviceScreenshotDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [askedAt, setAskedAt] = useState<string | null>(requestedAt ?? null);
  const log = useActivityLog();
  const logRequest = (error?: unknown) =>
    void log({ action: 'device.screenshot', targets: [deviceTarget(device, error)] });
  const request = useMutation({
    mutationFn: () => dataProvider.requestScreenshot(device.id),
    onSuccess: (receipt) => {
      logRequest();
      setAskedAt(receipt.requestedAt);
    },
    onError: (error) => logRequest(error),
  });
  const { mutate } = request;
  const asked = requestedAt !== undefined;
  useEffect(() => {
    if (!asked) mutate();
  }, [asked, mutate]);
  const shots = useQuery({
    queryKey: ['devices', 'screenshot', device.id],
    queryFn: ({ signal }) => dataProvider.deviceScreenshots([device.id], { signal }),
    refetchInterval: (query) =>
      isWaitingForScreenshot(query.state.data?.[0], askedAt) || request.isPending ? POLL_MS : false,
  });
  const info = useQuery({
    queryKey: ['devices', 'info', device.id],
    queryFn: ({ signal }) => dataProvider.deviceInfo(device.id, { signal }),
  });
  const shot = shots.data?.[0];
  const waiting = isWaitingForScreenshot(shot, askedAt);
  const notice = request.isError ? (
    <Alert severity="warning">{translateError(translate, request.error)}</Alert>
  ) : waiting ? (
    <Alert severity="info">{translate('dm.devicesTab.screenshot.waiting')}</Alert>
  ) : null;
  return (
    <ScreenshotView
      name={deviceTitle(device)}
      picture={shot?.image ?? null}
      takenAt={shot?.takenAt}
      loading={shots.isPending || (waiting && !shot?.image)}
      facts={
        info.data && {
          firmware: info.data.firmwareVersion,
          os: info.data.osVersion,
          app: info.data.appVersion,
          lastConnected: info.data.lastConnected,
        }
      }
      factsFailed={info.isError}
      notice={notice}
      requestDisabled={request.isPending || waiting}
      onRequest={() => request.mutate()}
      onClose={onClose}
    />
  );
};
