import { Box, Button, Paper } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { storedSessionUserId } from '../../authProvider/session';
import { EmptyState } from '../../components/EmptyState';
import { LazyAppLayout } from '../../layout/LazyAppLayout';

/**
 * /pagenotfound, where every unknown address leads (001 §2 Routes). A signed-in user keeps the header and menu
 * around it, so they can go on from here; anyone else sees the message alone.
 */
export const NotFoundPage = () => {
  const translate = useTranslate();
  const signedIn = Boolean(storedSessionUserId());
  const message = (
    <Box
      data-testid="not-found"
      sx={{
        minHeight: signedIn ? undefined : '100vh',
        flexGrow: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper sx={{ maxWidth: 560, width: '100%' }}>
        <EmptyState
          icon={SearchOffIcon}
          title={translate('dm.shell.not_found.title')}
          message={translate('dm.shell.not_found.message')}
          action={
            <Button variant="contained" component={Link} to="/">
              {translate('dm.shell.not_found.home')}
            </Button>
          }
        />
      </Paper>
    </Box>
  );
  return signedIn ? <LazyAppLayout>{message}</LazyAppLayout> : message;
};
