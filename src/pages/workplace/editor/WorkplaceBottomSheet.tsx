import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, LinearProgress, Paper, Slide, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { changesFrom } from '../model/changes';
import { sheetView } from '../model/sheetRules';
import { ChangesList } from './ChangesList';
import { useWorkplaceEditor } from './workplaceEditorContext';

/**
 * The workplace bottom sheet (000 §2.7, §4; 001 §4): shown while the configuration is edited or a preview is
 * pushed; Discard, and Save or Preview; the preview-mode message, logo upload progress, what would change,
 * and a saved/previewed indicator for 2 seconds.
 */
export const WorkplaceBottomSheet = () => {
  const translate = useTranslate();
  const { state, previewMode, done, save, preview, discard } = useWorkplaceEditor();
  const view = sheetView({
    modified: state.modified,
    previewPushed: state.previewPushed,
    previewMode,
    busy: state.busy,
    uploadPercent: state.uploadPercent,
    done,
    now: done?.at ?? 0,
  });
  const changes = useMemo(
    () => changesFrom(state.live, state.theme, state.features, state.files),
    [state.live, state.theme, state.features, state.files],
  );
  const busyLabel =
    state.busy === 'uploading'
      ? translate('dm.workplace.sheet.uploading', { percent: view.progress ?? 0 })
      : state.busy
        ? translate(`dm.workplace.sheet.${state.busy}`)
        : null;

  return (
    <Slide direction="up" in={view.open} mountOnEnter unmountOnExit>
      <Paper
        elevation={8}
        role="region"
        aria-label={translate('dm.workplace.sheet.label')}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 2,
          px: 2,
          py: 1.5,
          borderTop: 2,
          borderColor: 'primary.main',
        }}
      >
        <Stack spacing={1}>
          {view.showPreviewMessage ? (
            <Alert severity="info" sx={{ py: 0 }}>
              {translate(
                state.previewPushed ? 'dm.workplace.sheet.previewPushed' : 'dm.workplace.sheet.previewMode',
              )}
            </Alert>
          ) : null}
          {state.modified || state.previewPushed ? (
            <ChangesList
              changes={changes}
              label={state.modified ? 'dm.workplace.sheet.changes' : 'dm.workplace.sheet.inPreview'}
            />
          ) : null}
          {view.progress !== null ? (
            <LinearProgress variant="determinate" value={view.progress} aria-label={busyLabel ?? undefined} />
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Box sx={{ flexGrow: 1 }} role="status" aria-live="polite">
              {view.indicator ? (
                <Typography
                  variant="body2"
                  color="success.main"
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <CheckCircleIcon fontSize="small" />
                  {translate(`dm.workplace.sheet.${view.indicator}`)}
                </Typography>
              ) : busyLabel ? (
                <Typography variant="body2">{busyLabel}</Typography>
              ) : state.modified ? (
                <Typography variant="body2">{translate('dm.workplace.sheet.unsaved')}</Typography>
              ) : null}
            </Box>
            <Button onClick={() => void discard()} disabled={!view.enabled}>
              {translate('dm.workplace.sheet.discard')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void (view.primary === 'save' ? save() : preview())}
              disabled={!view.enabled}
            >
              {translate(`dm.workplace.sheet.${view.primary}`)}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Slide>
  );
};
