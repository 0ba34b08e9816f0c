import { Alert, Box, Button, Card, CardContent, CssBaseline, Stack, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { DiscoveryStep } from '../../dataProvider/discovery';
import { lightTheme } from '../../layout/theme';

const theme = createTheme(lightTheme);

/** The text of one message key, with its variables. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What failed: a step of discovery, or the device-control backend's rights check before the device areas. */
export interface ConfigurationFailure {
  step: DiscoveryStep | 'rights';
  url: string;
}

/**
 * What the console shows instead of a blank page when it cannot find its platform (config.json unreadable, the
 * platform or the device-control backend not answering) or the device-control backend refuses the rights check:
 * what failed, at which address, and what the operator can check, in the UI language. It needs nothing of
 * react-admin, which needs the platform to start.
 */
export const StartupErrorPage = ({
  failure,
  translate,
}: {
  failure: ConfigurationFailure;
  translate: Translate;
}) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent component={Stack} spacing={2} sx={{ p: 4 }}>
          <Typography variant="h5" component="h1">
            {translate(failure.step === 'rights' ? 'dm.platform.rights_title' : 'dm.platform.title')}
          </Typography>
          <Alert severity="error" role="alert">
            {translate(`dm.platform.${failure.step}`, { url: failure.url })}
          </Alert>
          <Typography>{translate(`dm.platform.${failure.step}_check`)}</Typography>
          <Box>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {translate('dm.platform.retry')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  </ThemeProvider>
);
