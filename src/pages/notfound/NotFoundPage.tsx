import { Box, Button, Paper } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';

/** /pagenotfound, outside the shell: where every unknown address leads (001 §2 Routes). */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
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
};
