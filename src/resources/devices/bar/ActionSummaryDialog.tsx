import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import { countArgs, formatNumber } from '../../../components/format';
import { groupFailures, type ActionSummary } from './bulkAction';

/** Devices named per reason; the count says how many more there are. */
const TITLES_PER_REASON = 20;

export interface ActionSummaryDialogProps {
  title: string;
  summary: ActionSummary | null;
  onClose: () => void;
  /** What follows the counts and failures (the screenshots to view). */
  children?: ReactNode;
}

/** The end of an action on several devices: how many succeeded, and which failed and why. */
export const ActionSummaryDialog = ({ title, summary, onClose, children }: ActionSummaryDialogProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const groups = summary ? groupFailures(summary.failed, TITLES_PER_REASON) : [];
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
              {translate('dm.devicesTab.summary.succeeded', countArgs(summary.succeeded, locale))}
            </Typography>
            <Typography
              color={summary.failed.length ? 'error' : 'text.secondary'}
              data-testid="summary-failed"
            >
              {translate('dm.devicesTab.summary.failed', countArgs(summary.failed.length, locale))}
            </Typography>
          </Stack>
          {groups.length ? (
            <Stack sx={{ gap: 1.5, maxHeight: TABLE_MAX_HEIGHT_PX, overflow: 'auto' }}>
              <Typography variant="subtitle2">{translate('dm.devicesTab.summary.failures')}</Typography>
              {groups.map((group) => (
                <div key={group.reason}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {translate(group.reason, { _: group.reason })} ({formatNumber(group.count, locale)})
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {group.titles.join(', ')}
                    {group.count > group.titles.length
                      ? ` ${translate('dm.devicesTab.summary.more', countArgs(group.count - group.titles.length, locale))}`
                      : ''}
                  </Typography>
                </div>
              ))}
            </Stack>
          ) : null}
          {children}
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
