import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../components/format';
import type { ActivityEntry } from '../../contract/activity';
import { OutcomeChip } from './OutcomeChip';
import { actionText, changeLines, reasonText } from './activityText';
import { canRevert } from './revert/deviceRevert';
import { RevertDialog } from './revert/RevertDialog';

export interface ActivityDetailsProps {
  entry: ActivityEntry;
  onClose(): void;
}

/**
 * An entry opened: every target with its id, its result and why it failed, and what changed on it; an entry that
 * changed devices' settings offers Revert.
 */
export const ActivityDetails = ({ entry, onClose }: ActivityDetailsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [reverting, setReverting] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {`${actionText(translate, entry)} · ${entry.createdBy.name} · ${formatDateTime(entry.createdAt, locale)}`}
      </DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId} data-testid="activity-details">
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('dm.activity.details.target')}</TableCell>
              <TableCell component="th">{translate('dm.activity.details.id')}</TableCell>
              <TableCell component="th">{translate('dm.activity.details.result')}</TableCell>
              <TableCell component="th">{translate('dm.activity.details.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.targets.map((target) => (
              <TableRow key={target.id} data-target={target.id}>
                <TableCell>{target.name}</TableCell>
                <TableCell>{target.id}</TableCell>
                <TableCell>
                  <OutcomeChip outcome={target.outcome} />
                  {target.outcome === 'failed' ? <div>{reasonText(translate, target)}</div> : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>
                  {changeLines(translate, target).join('\n')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {canRevert(entry) ? (
          <Button onClick={() => setReverting(true)}>{translate('dm.activity.revert.button')}</Button>
        ) : null}
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('dm.common.close')}
        </Button>
      </DialogActions>
      {reverting ? <RevertDialog entry={entry} onClose={() => setReverting(false)} /> : null}
    </Dialog>
  );
};
