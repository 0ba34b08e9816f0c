import {
  Alert,
  AlertTitle,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Button,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { compareVersions, takeTheirOtherChanges, type ChangedBy } from './conflict';
import type { Rule } from '../../domain/looks/fieldRules';
import type { LookResource } from '../../domain/looks/lookTypes';
import { LookValue } from './LookValue';
import { formatDateTime } from '../../components/format';

export interface ConflictNoticeProps {
  resource: LookResource;
  /** The version someone else saved meanwhile. */
  newer: RaRecord;
  fields: readonly string[];
  rules: Readonly<Partial<Record<string, Rule>>>;
  onClose(): void;
}

const CHIP_COLOR: Record<ChangedBy, 'default' | 'info' | 'warning'> = {
  you: 'default',
  them: 'info',
  both: 'warning',
};

/**
 * Inside the edit form after a refused save: who saved the newer version and when, and each setting where the
 * form and the newer version differ. The person keeps their changes (taking the other person's changes to the
 * fields they did not touch; the next save stores the result) or takes the newer version into the form.
 */
export const ConflictNotice = ({ resource, newer, fields, rules, onClose }: ConflictNoticeProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const loaded = useRecordContext() ?? {};
  const mine = useWatch();
  const { reset, setValue } = useFormContext();
  const rows = compareVersions(loaded, mine, newer, fields);
  const date = formatDateTime(newer.modifiedDate as string | undefined, locale);
  const savedBy = newer.modifiedBy
    ? translate('dm.looks.conflict.saved_by', { version: newer.version, name: newer.modifiedBy, date })
    : translate('dm.looks.conflict.saved', { version: newer.version, date });

  // Save is at the bottom of a long form and the notice at the top: bring it into view and give it the focus.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    notice.current?.focus({ preventScroll: true });
  }, [newer]);

  const takeNewer = () => {
    reset(newer);
    onClose();
  };
  const keepMine = () => {
    for (const [field, value] of Object.entries(takeTheirOtherChanges(rows))) {
      setValue(field, value, { shouldDirty: true });
    }
    setValue('version', newer.version, { shouldDirty: true });
    notify('dm.looks.conflict.kept', { type: 'info' });
    onClose();
  };

  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      severity="warning"
      data-testid="conflict-notice"
      sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }}
    >
      <AlertTitle>{translate('dm.looks.conflict.title')}</AlertTitle>
      {savedBy}
      {rows.length === 0 ? (
        <div>{translate('dm.looks.conflict.same')}</div>
      ) : (
        <Table size="small" sx={{ my: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('dm.looks.conflict.field')}</TableCell>
              <TableCell>{translate('dm.looks.conflict.mine')}</TableCell>
              <TableCell>{translate('dm.looks.conflict.newer')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field} data-testid={`conflict-${row.field}`}>
                <TableCell>{translate(`resources.${resource}.fields.${row.field}`)}</TableCell>
                <TableCell>
                  <LookValue resource={resource} field={row.field} value={row.mine} rule={rules[row.field]} />
                </TableCell>
                <TableCell>
                  <LookValue
                    resource={resource}
                    field={row.field}
                    value={row.newer}
                    rule={rules[row.field]}
                  />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={CHIP_COLOR[row.changedBy]}
                    label={translate(`dm.looks.conflict.changed_by.${row.changedBy}`)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button label="dm.looks.conflict.use_newer" variant="outlined" onClick={takeNewer} />
        <Button label="dm.looks.conflict.keep_mine" variant="outlined" onClick={keepMine} />
      </Stack>
    </Alert>
  );
};
