import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '../../domain/addresses';

export interface SsoPanelProps {
  tenant: string;
  /** The identity provider's address with the way back (ssoStartUrl). */
  startUrl: string;
}

/** Single sign-on applies to the tenant: continue at its identity provider, or sign in without SSO. */
export const SsoPanel = ({ tenant, startUrl }: SsoPanelProps) => {
  const translate = useTranslate();
  const { search } = useLocation();
  return (
    <Stack spacing={2} data-testid="sso-panel">
      <Typography>{translate('dm.shell.sso.applies', { tenant })}</Typography>
      <Button variant="contained" size="large" href={startUrl}>
        {translate('dm.shell.sso.continue')}
      </Button>
      <MuiLink component={Link} to={`${ROUTES.noSso}${search}`} variant="body2">
        {translate('dm.shell.sso.use_password')}
      </MuiLink>
    </Stack>
  );
};
