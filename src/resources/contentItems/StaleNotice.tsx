import { Alert, AlertTitle, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useEditContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import type { AppDataProvider } from '../../dataProvider';

export interface StaleNoticeProps {
  resource: string;
  /** The form's values for a record as stored. */
  toForm(record: RaRecord): Record<string, unknown>;
  onReloaded(): void;
}

/**
 * Inside an edit form after a refused save (80001): someone else changed the record. Reload reads the stored
 * version and puts it into the form.
 */
export const StaleNotice = ({ resource, toForm, onReloaded }: StaleNoticeProps) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { record, refetch } = useEditContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const reload = async () => {
    if (!record) return;
    try {
      await dataProvider.invalidateLists(resource);
      const { data } = await dataProvider.getOne(resource, { id: record.id });
      reset(toForm(data));
      onReloaded();
      await refetch();
    } catch (error) {
      notify(errorMessageKey(error), { type: 'error' });
    }
  };
  return (
    <Alert
      severity="warning"
      data-testid="stale-notice"
      sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void reload()}>
          {translate('dm.content.stale.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('dm.content.stale.title')}</AlertTitle>
      {translate('dm.content.stale.message')}
    </Alert>
  );
};
