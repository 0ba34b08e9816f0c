import { Box, CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { lightTheme } from '../../layout/theme';
import {
  ConfigurationProblem,
  type ConfigurationFailure,
  type Translate,
} from '../../components/ConfigurationProblem';

const theme = createTheme(lightTheme);

/**
 * What the console shows instead of a blank page when it cannot find its platform (config.json unreadable, the
 * platform or the device-control backend not answering): the configuration problem on a page of its own. It
 * renders outside react-admin, which needs the platform to start.
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
      <ConfigurationProblem failure={failure} translate={translate} />
    </Box>
  </ThemeProvider>
);
