import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AgeText } from './AgeText';
import { orMissing } from './missingValue';

/** What a screenshot dialog tells about the device besides its picture. */
export interface ScreenshotFactsValue {
  firmware?: string | null;
  os?: string | null;
  app?: string | null;
  /** When the device last connected: an ISO time or epoch ms. */
  lastConnected?: string | number | null;
}

export interface ScreenshotFactsProps {
  /** Undefined while the facts are loading. */
  facts: ScreenshotFactsValue | undefined;
  failed: boolean;
  now: Date;
}

const VERSIONS = ['firmware', 'os', 'app'] as const;

/** Firmware, OS and app versions (the missing-value mark when unknown) and the last connection, as one list. */
export const ScreenshotFacts = ({ facts, failed, now }: ScreenshotFactsProps) => {
  const translate = useTranslate();
  if (failed) return <Alert severity="warning">{translate('dm.screenshot.infoError')}</Alert>;
  const row = (key: string, content: ReactNode) => (
    <Box key={key} sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(`dm.screenshot.${key}`)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {facts ? content : <Skeleton width={80} />}
      </Typography>
    </Box>
  );
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {VERSIONS.map((key) => row(key, orMissing(facts?.[key])))}
      {row('lastConnected', <AgeText value={facts?.lastConnected} now={now} />)}
    </Box>
  );
};
