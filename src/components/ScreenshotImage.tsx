import { useState } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { useTranslate } from 'react-admin';

export interface ScreenshotImageProps {
  /** The picture (a data URL); null when the display has sent none. */
  src: string | null;
  alt: string;
  loading: boolean;
  /** Translation keys: no picture yet, and a picture that cannot be shown. */
  texts: { none: string; notFound: string };
}

/**
 * The frame of a screenshot, for display devices and QBIC players alike: 16:9, a spinner while loading, the
 * picture (at its own size, shrunk only to fit), or a placeholder when there is none or it fails.
 */
export const ScreenshotImage = ({ src, alt, loading, texts }: ScreenshotImageProps) => {
  const translate = useTranslate();
  // Remember which picture failed, so a new one gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const broken = src !== null && failed === src;
  const showSpinner = loading || (src !== null && !broken && loaded !== src);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src && !broken ? (
        <Box
          component="img"
          key={src}
          src={src}
          alt={alt}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          // At its natural size up to the frame: a small picture is never blown up into a blur.
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', gridArea: '1 / 1' }}
        />
      ) : null}
      {!showSpinner && (!src || broken) ? (
        <Stack
          sx={{ alignItems: 'center', gap: 1, color: 'text.secondary', gridArea: '1 / 1' }}
          role="img"
          aria-label={alt}
        >
          <BrokenImageIcon fontSize="large" />
          <Typography variant="body2">{translate(broken ? texts.notFound : texts.none)}</Typography>
        </Stack>
      ) : null}
      {showSpinner ? (
        <CircularProgress sx={{ gridArea: '1 / 1' }} aria-label={translate('dm.common.loading')} />
      ) : null}
    </Box>
  );
};
