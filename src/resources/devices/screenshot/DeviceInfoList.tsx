import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceInfo } from '../../../dataProvider/devices';
import { RelativeTime } from '../RelativeTime';

export interface DeviceInfoListProps {
  info: DeviceInfo | undefined;
  failed: boolean;
  now: Date;
}

const VERSIONS = [
  ['firmwareVersion', 'firmware'],
  ['osVersion', 'os'],
  ['appVersion', 'app'],
] as const;

/** Firmware, OS and app versions (NA when missing) and the last connection of a device (000 §2.9). */
export const DeviceInfoList = ({ info, failed, now }: DeviceInfoListProps) => {
  const translate = useTranslate();
  if (failed) return <Alert severity="warning">{translate('dm.devicesTab.screenshot.infoError')}</Alert>;
  const term = (key: string) => (
    <Typography component="dt" variant="body2" color="text.secondary">
      {translate(`dm.devicesTab.screenshot.${key}`)}
    </Typography>
  );
  const value = (content: React.ReactNode) => (
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      {info ? content : <Skeleton width={80} />}
    </Typography>
  );
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {VERSIONS.map(([field, key]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          {term(key)}
          {value(info?.[field] || translate('dm.common.na'))}
        </Box>
      ))}
      {term('lastConnected')}
      {value(<RelativeTime value={info?.lastConnected ?? null} now={now} />)}
    </Box>
  );
};
