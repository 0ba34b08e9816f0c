import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { DiscoveryStep } from '../dataProvider/discovery';

/** The text of one message key, with its variables. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What failed: a step of discovery, or the device-control backend's rights check before the device areas. */
export interface ConfigurationFailure {
  step: DiscoveryStep | 'rights';
  url: string;
}

/**
 * What failed, at which address, and what the operator can check, in the UI language, with Try again (a reload).
 * It needs nothing of react-admin: discovery shows it before react-admin can start.
 */
export const ConfigurationProblem = ({
  failure,
  translate,
}: {
  failure: ConfigurationFailure;
  translate: Translate;
}) => (
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
);
