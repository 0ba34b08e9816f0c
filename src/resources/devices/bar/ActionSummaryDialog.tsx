import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import type { ActionSummary } from './bulkAction';

export interface ActionSummaryDialogProps {
  title: string;
  summary: ActionSummary | null;
  onClose: () => void;
}

/** The end of an action on several devices: how many succeeded, and which failed and why. */
export const ActionSummaryDialog = ({ title, summary, onClose }: ActionSummaryDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={summary !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="action-summary-title"
    >
      <DialogTitle id="action-summary-title">{title}</DialogTitle>
      {summary ? (
        <DialogContent>
          <Stack direction="row" sx={{ gap: 3, mb: 1 }}>
            <Typography color="success.main" data-testid="summary-succeeded">
              {translate('dm.devicesTab.summary.succeeded', { smart_count: summary.succeeded })}
            </Typography>
            <Typography
              color={summary.failed.length ? 'error' : 'text.secondary'}
              data-testid="summary-failed"
            >
              {translate('dm.devicesTab.summary.failed', { smart_count: summary.failed.length })}
            </Typography>
          </Stack>
          {summary.failed.length ? (
            <>
              <Typography variant="subtitle2">{translate('dm.devicesTab.summary.failures')}</Typography>
              <List dense sx={{ maxHeight: TABLE_MAX_HEIGHT_PX, overflow: 'auto' }}>
                {summary.failed.map((failure) => (
                  <ListItem key={failure.id} disableGutters>
                    <ListItemText
                      primary={failure.title}
                      secondary={translate(failure.reason, { _: failure.reason })}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
