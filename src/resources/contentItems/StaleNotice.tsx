import { Alert, AlertTitle } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { Button, useDataProvider, useEditContext, useTranslate, type RaRecord } from 'react-admin';
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
  const { refetch } = useEditContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = async () => {
    dataProvider.invalidateLists(resource);
    const { data } = await refetch();
    if (data) reset(toForm(data));
    onReloaded();
  };
  return (
    <Alert
      severity="warning"
      data-testid="stale-notice"
      sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }}
      action={<Button label="dm.content.stale.reload" onClick={() => void reload()} />}
    >
      <AlertTitle>{translate('dm.content.stale.title')}</AlertTitle>
      {translate('dm.content.stale.message')}
    </Alert>
  );
};
