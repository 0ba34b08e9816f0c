import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../../components/StatusChip';
import { fieldLabelKey } from '../../../domain/configuration/requiredFields';
import { OutcomeChip } from '../OutcomeChip';
import { fieldText, namedValue, valueText, type Translate } from '../activityText';
import type { RevertPlan } from './deviceRevert';
import type { PushOutcome } from '../../devices/bulk/pushRows';
import { isPlan, type UnreadTarget } from './useDeviceRevert';

export interface RevertTableProps {
  labelledBy: string;
  reads: readonly (RevertPlan | UnreadTarget)[];
  /** Once the revert ran: the outcome of each device sent, by its id. */
  outcomes?: ReadonlyMap<string, PushOutcome>;
}

const lines = (translate: Translate, plan: RevertPlan, side: 'now' | 'before') =>
  plan.lines
    .map((line) =>
      translate('dm.common.labelled', {
        label: fieldText(translate, line.field),
        text: valueText(translate, namedValue(line[side], plan.target.names)),
      }),
    )
    .join('\n');

/** What becomes of a device before the revert runs: set back, nothing to send, or why it cannot be. */
function planStatus(translate: Translate, read: RevertPlan | UnreadTarget): string {
  if (!isPlan(read))
    return translate('dm.activity.revert.unread', { reason: translate(read.error, { _: read.error }) });
  if (!read.row.success) {
    const fields = read.row.invalidFields.map((field) => translate(fieldLabelKey(field))).join(', ');
    return translate('dm.activity.revert.incomplete', { fields });
  }
  return translate(read.row.unchanged ? 'dm.activity.revert.alreadyBefore' : 'dm.activity.revert.willRevert');
}

function ResultCell({ read, outcome }: { read: RevertPlan | UnreadTarget; outcome?: PushOutcome }) {
  const translate = useTranslate();
  if (!outcome) return <>{planStatus(translate, read)}</>;
  return (
    <>
      <OutcomeChip outcome={outcome.state === 'success' ? 'succeeded' : 'failed'} />
      {outcome.state === 'failed' ? <div>{translate(outcome.reason, { _: outcome.reason })}</div> : null}
    </>
  );
}

/** Each device of the revert: its value now and the value before, a device changed again since marked, its status. */
export const RevertTable = ({ labelledBy, reads, outcomes }: RevertTableProps) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-labelledby={labelledBy} data-testid="activity-revert">
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('dm.activity.revert.device')}</TableCell>
          <TableCell component="th">{translate('dm.activity.revert.now')}</TableCell>
          <TableCell component="th">{translate('dm.activity.revert.before')}</TableCell>
          <TableCell component="th">{translate('dm.activity.revert.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reads.map((read) => (
          <TableRow key={read.target.id} data-target={read.target.id}>
            <TableCell>
              <div>{read.target.name}</div>
              {isPlan(read) && read.changedSince ? (
                <Box sx={{ mt: 0.5 }}>
                  <StatusChip
                    tone="warning"
                    status="changedSince"
                    label={translate('dm.activity.revert.changedSince')}
                  />
                </Box>
              ) : null}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>
              {isPlan(read) ? lines(translate, read, 'now') : null}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>
              {isPlan(read) ? lines(translate, read, 'before') : null}
            </TableCell>
            <TableCell>
              <ResultCell read={read} outcome={outcomes?.get(read.target.id)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
