import { useEffect } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * The window the central login finished in (opened from the redirect dialog): the session is stored, and the
 * console continues in the tab the person signed in from, which follows the new session. This window closes itself
 * where the browser lets it, else says it can be closed; it opens no second console unless asked to (the first
 * tab may have been closed meanwhile).
 */
export const SignedInElsewhere = ({ target }: { target: string }) => {
  const translate = useTranslate();
  useEffect(() => window.close(), []);
  return (
    <Stack spacing={2} data-testid="signed-in-elsewhere">
      <Typography variant="h5" component="h1">
        {translate('dm.shell.login.separate.title')}
      </Typography>
      <Typography>{translate('dm.shell.login.separate.message')}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={Link} to={target} replace>
          {translate('dm.shell.login.separate.open_here')}
        </Button>
        <Button variant="contained" onClick={() => window.close()}>
          {translate('dm.shell.login.separate.close')}
        </Button>
      </Stack>
    </Stack>
  );
};
