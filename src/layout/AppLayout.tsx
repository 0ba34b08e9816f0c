import { Suspense, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { menuEntries } from '../authProvider/guards';
import { ActivityNotices } from '../components/activity/ActivityNotices';
import { ConfirmProvider } from '../components/ConfirmProvider';
import { ErrorSnackbarProvider } from '../components/ErrorSnackbarProvider';
import { AppHeader } from './AppHeader';
import { DrawerMenu } from './DrawerMenu';
import { MuiLocale } from './MuiLocale';
import { SessionProvider } from './SessionProvider';
import { ShellAuthGuard } from './ShellAuthGuard';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { TurnedAwayNotice } from './TurnedAwayNotice';
import { useProfileLanguage } from './useProfileLanguage';
import { PageProgress } from '../components/PageProgress';

/** The shell around every signed-in page (001 §2): the session check, then header, drawer and shared dialogs. */
export const AppLayout = ({ children }: { children?: ReactNode }) => (
  <ShellAuthGuard>
    <MuiLocale>
      <Shell>{children}</Shell>
    </MuiLocale>
  </ShellAuthGuard>
);

const Shell = ({ children }: { children?: ReactNode }) => {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { permissions } = usePermissions<string[]>();
  const entries = menuEntries(permissions ?? []);
  const { pathname } = useLocation();
  useProfileLanguage();

  return (
    <SessionProvider>
      <ErrorSnackbarProvider>
        <ConfirmProvider>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              minHeight: '100vh',
              bgcolor: 'background.default',
            }}
          >
            <ActivityNotices />
            <AppHeader hasMenu={entries.length > 0} onMenu={() => setDrawerOpen(true)} />
            <DrawerMenu entries={entries} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
            <Box
              component="main"
              id="main-content"
              sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
            >
              <TurnedAwayNotice />
              <ShellErrorBoundary route={pathname}>
                <Suspense fallback={<PageProgress />}>{children}</Suspense>
              </ShellErrorBoundary>
            </Box>
          </Box>
        </ConfirmProvider>
      </ErrorSnackbarProvider>
    </SessionProvider>
  );
};
