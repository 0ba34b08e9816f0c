import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { summaryOf, type PreparedRow } from './prepareRows';
import { faultLabels } from './rowText';

/** Above the results: the validation-failed title with the missing fields, the invalid-configs summary, counts. */
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
      {summary.invalid > summary.notConfigured ? (
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
              invalid: summary.invalid - summary.notConfigured,
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
