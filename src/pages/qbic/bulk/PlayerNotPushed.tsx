import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PreparedPlayerRow } from '../../../players/bulkPush/playerRows';

/**
 * How many rows of the sheet are not pushed because validation refused them, above the table before the push
 * and after it, so that "Failed: 0" never reads as if every row had gone through. Nothing when all rows are valid.
 */
export const PlayerNotPushed = ({ rows }: { rows: readonly PreparedPlayerRow[] }) => {
  const translate = useTranslate();
  const refused = rows.filter((row) => row.problem !== null).length;
  if (refused === 0) return null;
  return (
    <Alert severity="warning" data-testid="bulk-not-pushed">
      {translate('dm.bulk.summary.invalidConfigs', { invalid: refused, total: rows.length })}
    </Alert>
  );
};
