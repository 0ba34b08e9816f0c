import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AgeText } from './AgeText';
import { ScreenshotFacts, type ScreenshotFactsValue } from './ScreenshotFacts';
import { ScreenshotImage } from './ScreenshotImage';
import { useNow } from './useNow';

/** How often the ages ("3 seconds ago") are brought up to date. */
const AGE_TICK_MS = 1_000;
const TEXTS = { none: 'dm.screenshot.none', notFound: 'dm.screenshot.notFound' };

export interface ScreenshotViewProps {
  /** The device or player, as its tab names it. */
  name: string;
  /** The picture (a data or object URL); null when there is none yet. */
  picture: string | null;
  /** When the picture was taken: an ISO time or epoch ms. */
  takenAt: string | number | null | undefined;
  /** True while a picture is on its way: the frame shows a spinner. */
  loading: boolean;
  /** The versions and last connection; undefined while they load. */
  facts: ScreenshotFactsValue | undefined;
  factsFailed?: boolean;
  /** What the tab has to say about the request (waiting, refused), above the picture. */
  notice?: ReactNode;
  /** True while a new picture cannot be asked for (one is on its way). */
  requestDisabled: boolean;
  onRequest: () => void;
  onClose: () => void;
}

/**
 * The screenshot dialog of every tab (000 §2.9): a spinner while loading, the picture with its age, a placeholder
 * when it cannot be shown, the versions and the last connection, and a button to request a new picture. Each tab
 * gives it its own source of pictures.
 */
export const ScreenshotView = (props: ScreenshotViewProps) => {
  const { name, picture, takenAt, loading, facts, notice, onRequest, onClose } = props;
  const translate = useTranslate();
  const now = useNow(AGE_TICK_MS);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="screenshot-title">
      <DialogTitle id="screenshot-title">{translate('dm.screenshot.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {notice}
          <ScreenshotImage
            src={picture}
            alt={translate('dm.screenshot.alt', { name })}
            loading={loading}
            texts={TEXTS}
          />
          {takenAt ? (
            <Typography variant="body2" data-testid="screenshot-age">
              <AgeText value={takenAt} now={now} message="dm.screenshot.taken" />
            </Typography>
          ) : null}
          <ScreenshotFacts facts={facts} failed={props.factsFailed ?? false} now={now} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<PhotoCameraIcon />} onClick={onRequest} disabled={props.requestDisabled}>
          {translate('dm.screenshot.request')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
