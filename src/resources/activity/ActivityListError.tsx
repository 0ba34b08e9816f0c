import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiError';
import { ERROR_CODES } from '../../dataProvider/errorCodes';

/**
 * Where the list would be when it cannot be read: a platform that keeps no records says so (it is not an error
 * of this page); any other failure says the log could not be loaded.
 */
export const ActivityListError = () => {
  const { error } = useListContext();
  const translate = useTranslate();
  const noRecords = error instanceof ApiError && error.code === ERROR_CODES.RECORDS_NOT_CONFIGURED;
  return (
    <Alert severity={noRecords ? 'info' : 'error'} sx={{ m: 2 }} data-testid="activity-error">
      {translate(noRecords ? 'dm.activity.list.noRecords' : 'dm.activity.list.loadError')}
    </Alert>
  );
};
