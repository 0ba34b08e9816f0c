import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { summaryOf, type PreparedRow } from './prepareRows';
import { faultLabels } from './rowText';

/**
 * Above the results: empty rows of devices not configured yet, rows out of date, the validation-failed title with
 * the missing fields and the invalid-configs summary (rows wrong in their values only), and the counts.
 */
export const DeviceBulkSummary = ({ rows }: { rows: readonly PreparedRow[] }) => {
  const translate = useTranslate();
  const summary = summaryOf(rows);
  const missing = faultLabels(translate, rows, 'missing');
  const invalid = faultLabels(translate, rows, 'invalid');
  return (
    <>
      {summary.notConfigured > 0 ? (
        <Alert severity="info" data-testid="bulk-not-configured">
          {translate('dm.bulk.summary.notConfigured', { smart_count: summary.notConfigured })}
        </Alert>
      ) : null}
      {summary.stale > 0 ? (
        <Alert severity="warning" data-testid="bulk-stale">
          {translate('dm.bulk.summary.stale', { smart_count: summary.stale })}
        </Alert>
      ) : null}
      {summary.wrong > 0 ? (
        <Alert severity="error" data-testid="bulk-validation-failed">
          <AlertTitle>{translate('dm.bulk.summary.validationFailed')}</AlertTitle>
          {missing ? (
            <Typography variant="body2">
              {translate('dm.bulk.summary.missingFields', { fields: missing })}
            </Typography>
          ) : null}
          {invalid ? (
            <Typography variant="body2">
              {translate('dm.bulk.summary.invalidFields', { fields: invalid })}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {translate('dm.bulk.summary.invalidConfigs', {
              invalid: summary.wrong,
              total: summary.total,
            })}
          </Typography>
        </Alert>
      ) : null}
      <Typography variant="body2" role="status" data-testid="bulk-counts">
        {translate('dm.bulk.summary.counts', summary)}
      </Typography>
      {summary.toPush === 0 ? (
        <Alert severity="info">{translate('dm.bulk.summary.nothingToPush')}</Alert>
      ) : null}
    </>
  );
};
