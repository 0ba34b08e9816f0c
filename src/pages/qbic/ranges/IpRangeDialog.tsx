import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { IP_RANGE_MAX_ADDRESSES } from '../../../config';
import type { IpRangeDraft, IpRangeRecord } from '../../../contract/tenant';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import {
  draftCount,
  rangeFormProblems,
  serverRangeProblem,
  type RangeField,
} from '../../../players/rangeForm';

export interface IpRangeDialogProps {
  /** The range to edit, or a blank draft to add. */
  range: IpRangeDraft & { rangeId?: string };
  /** Every range of the tenant (the edited one included). */
  ranges: readonly IpRangeRecord[];
  saving: boolean;
  /** Saves; rejects with the server's error, shown in the dialog. */
  onSave(range: IpRangeDraft & { rangeId?: string }): Promise<unknown>;
  onClose(): void;
}

const FIELDS: ('name' | 'firstIp' | 'lastIp')[] = ['name', 'firstIp', 'lastIp'];

/** Add or edit one IP range, checked as it is typed with the same rules the server applies. */
export const IpRangeDialog = ({ range, ranges, saving, onSave, onClose }: IpRangeDialogProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(range);
  const [touched, setTouched] = useState<Set<RangeField>>(new Set());
  const [serverError, setServerError] = useState<unknown>(null);
  const problems = rangeFormProblems(draft, ranges);
  const shown = problems.filter((problem) => touched.has(problem.field));
  const fieldError = (field: RangeField) => shown.find((problem) => problem.field === field);
  const rangeError = fieldError('range');
  const serverProblem = serverError ? serverRangeProblem(serverError) : null;
  const count = draftCount(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set([...FIELDS, 'range']));
    if (problems.length > 0) return;
    setServerError(null);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="qbic-range-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="qbic-range-title">
          {translate(range.rangeId ? 'dm.qbic.ranges.editTitle' : 'dm.qbic.ranges.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((field) => {
              const problem = fieldError(field);
              return (
                <TextField
                  key={field}
                  name={field}
                  label={translate(`dm.qbic.ranges.${field}`)}
                  value={draft[field]}
                  disabled={saving}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                  onBlur={() =>
                    setTouched(
                      new Set([...touched, field, ...(field === 'lastIp' ? ['range' as const] : [])]),
                    )
                  }
                  error={Boolean(problem)}
                  helperText={problem ? translate(problem.key, problem.values) : ' '}
                  required
                  fullWidth
                />
              );
            })}
            <Typography
              variant="body2"
              color={rangeError ? 'error' : 'text.secondary'}
              role={rangeError ? 'alert' : undefined}
            >
              {rangeError
                ? translate(rangeError.key, rangeError.values)
                : count > 0
                  ? translate('dm.qbic.ranges.count', { smart_count: count, count })
                  : translate('dm.qbic.ranges.hint', {
                      smart_count: IP_RANGE_MAX_ADDRESSES,
                      max: IP_RANGE_MAX_ADDRESSES,
                    })}
            </Typography>
            {serverError !== null && (
              <Alert severity="error">
                {serverProblem
                  ? translate(serverProblem.key, serverProblem.values)
                  : translate(errorMessageKey(serverError), { _: errorMessageKey(serverError) })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('dm.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('dm.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
