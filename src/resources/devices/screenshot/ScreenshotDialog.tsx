import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { ScreenshotImage } from '../../../components/ScreenshotImage';
import { useNow } from '../../../components/useNow';
import type { AppDataProvider } from '../../../dataProvider';
import { deviceTitle, type Device } from '../deviceModel';
import { translateError } from '../errorText';
import { DeviceInfoList } from './DeviceInfoList';
import { ageKey, isWaitingForScreenshot, screenshotAge } from './screenshotAge';
import { formatDateTime } from '../../../components/format';

/** How often the dialog looks for the requested picture. */
const POLL_MS = 1_000;
const TEXTS = { none: 'dm.devicesTab.screenshot.none', notFound: 'dm.devicesTab.screenshot.notFound' };

export interface ScreenshotDialogProps {
  device: Device;
  /** A request made already (from the bottom bar, for several devices): the dialog waits for its picture. */
  requestedAt?: string;
  onClose: () => void;
}

/**
 * Asks the display for a new screenshot (unless one was requested already) and shows the newest one with its age
 * and the device's versions.
 */
export const ScreenshotDialog = ({ device, requestedAt, onClose }: ScreenshotDialogProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const now = useNow(1_000);
  const [askedAt, setAskedAt] = useState<string | null>(requestedAt ?? null);
  const request = useMutation({
    mutationFn: () => dataProvider.requestScreenshot(device.id),
    onSuccess: (receipt) => setAskedAt(receipt.requestedAt),
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
  const title = deviceTitle(device);
  const age = shot?.takenAt ? screenshotAge(shot.takenAt, now) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="screenshot-title">
      <DialogTitle id="screenshot-title">
        {translate('dm.devicesTab.screenshot.title', { name: title })}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {request.isError ? (
            <Alert severity="warning">{translateError(translate, request.error)}</Alert>
          ) : null}
          {waiting && !request.isError ? (
            <Alert severity="info">{translate('dm.devicesTab.screenshot.waiting')}</Alert>
          ) : null}
          <ScreenshotImage
            src={shot?.image ?? null}
            alt={translate('dm.devicesTab.screenshot.alt', { name: title })}
            loading={shots.isPending || (waiting && !shot?.image)}
            texts={TEXTS}
          />
          {age ? (
            <Typography
              variant="body2"
              data-testid="screenshot-age"
              title={formatDateTime(shot?.takenAt, locale)}
            >
              {translate('dm.devicesTab.screenshot.taken', {
                age: translate(ageKey(age), { smart_count: age.count }),
              })}
            </Typography>
          ) : null}
          <DeviceInfoList info={info.data} failed={info.isError} now={now} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<PhotoCameraIcon />}
          onClick={() => request.mutate()}
          disabled={request.isPending || waiting}
        >
          {translate('dm.devicesTab.screenshot.request')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
