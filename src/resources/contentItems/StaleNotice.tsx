import { Alert, AlertTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

/** After a refused save (80001): someone else changed the record; reloading shows their version. */
export const StaleNotice = ({ onReload }: { onReload(): void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      data-testid="stale-notice"
      sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }}
      action={<Button label="dm.content.stale.reload" onClick={onReload} />}
    >
      <AlertTitle>{translate('dm.content.stale.title')}</AlertTitle>
      {translate('dm.content.stale.message')}
    </Alert>
  );
};
