import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../../components/useConfirm';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import type { IpRangeDraft, IpRangeRecord } from '../../../contract/tenant';
import { draftCount } from '../../../players/rangeForm';
import type { useIpRanges } from '../useIpRanges';
import { IpRangeDialog } from './IpRangeDialog';

const BLANK: IpRangeDraft = { name: '', firstIp: '', lastIp: '' };

/** The tenant's IP ranges: list, add, edit and delete (001 §7 /tenant/ranges). */
export const IpRangesPanel = ({ ranges: api }: { ranges: ReturnType<typeof useIpRanges> }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<(IpRangeDraft & { rangeId?: string }) | null>(null);
  const ranges = api.list.data ?? [];

  // A failed delete keeps the dialog open with the error, to try again or cancel.
  const remove = (range: IpRangeRecord) =>
    void confirm({
      type: 'delete',
      title: 'dm.qbic.ranges.deleteTitle',
      message: 'dm.qbic.ranges.deleteContent',
      messageArgs: { name: range.name },
      action: async () => {
        await api.remove.mutateAsync(range.rangeId);
      },
    });

  return (
    <Card>
      <CardHeader
        title={translate('dm.qbic.ranges.title')}
        action={
          <Button startIcon={<AddIcon />} onClick={() => setEditing(BLANK)} disabled={api.list.isPending}>
            {translate('dm.qbic.ranges.add')}
          </Button>
        }
      />
      {api.list.isPending && <LinearProgress aria-label={translate('dm.common.loading')} />}
      {api.list.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void api.list.refetch()}>{translate('dm.common.retry')}</Button>}
        >
          {translate(errorMessageKey(api.list.error), { _: errorMessageKey(api.list.error) })}
        </Alert>
      )}
      {api.list.isSuccess && ranges.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('dm.qbic.ranges.empty')}
        </Typography>
      )}
      {ranges.length > 0 && (
        <Table size="small" aria-label={translate('dm.qbic.ranges.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('dm.qbic.ranges.name')}</TableCell>
              <TableCell>{translate('dm.qbic.ranges.firstIp')}</TableCell>
              <TableCell>{translate('dm.qbic.ranges.lastIp')}</TableCell>
              <TableCell align="right">{translate('dm.qbic.ranges.addresses')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {ranges.map((range) => (
              <TableRow key={range.rangeId} data-testid={`range-${range.name}`}>
                <TableCell>{range.name}</TableCell>
                <TableCell>{range.firstIp}</TableCell>
                <TableCell>{range.lastIp}</TableCell>
                <TableCell align="right">{draftCount(range)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    onClick={() => setEditing(range)}
                    aria-label={translate('dm.qbic.ranges.edit', { name: range.name })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    onClick={() => remove(range)}
                    aria-label={translate('dm.qbic.ranges.delete', { name: range.name })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <IpRangeDialog
          range={editing}
          ranges={ranges}
          saving={api.save.isPending}
          onSave={(range) => api.save.mutateAsync(range)}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
};
