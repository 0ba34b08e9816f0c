import { localStore } from '../../storage/browserStorage';
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AuthRedirectError } from '../../authProvider/authProvider';
import {
  centralLoginUrl,
  loginPath,
  readLoginQuery,
  safeReturnPath,
  ssoStartUrl,
} from '../../authProvider/loginRoutes';
import { storedSessionUserId } from '../../authProvider/session';
import { readIdentity } from '../../authProvider/storedUser';
import { currentPlatformUrls } from '../../storage/platformUrls';
import { STORAGE_KEYS } from '../../storage/storageKeys';
import { preloadLanding } from '../lazyPages';
import { LoginForm } from './LoginForm';
import { LoginLanguageSelect } from './LoginLanguageSelect';
import { RedirectDialog } from './RedirectDialog';
import { SignedInElsewhere } from './SignedInElsewhere';
import { SsoPanel } from './SsoPanel';
import { SsoStart } from './SsoStart';
import { useCodeSignIn } from './useCodeSignIn';
import { useSessionFromElsewhere } from './useSessionFromElsewhere';
import { useSsoLogin } from './useSsoLogin';

/** The landing page's modules load this long after the sign-in page shows, while the user types. */
const PRELOAD_DELAY_MS = 300;

const ASKED_FOR_SSO = { askedForSso: true } as const;

const NOTICES = {
  idle: 'dm.shell.login.signed_out_idle',
  session: 'dm.shell.login.signed_out_session',
} as const;

/** react-admin's own "come back here" state, used when the address carries no return URL. */
const stateReturn = (state: unknown): string | null => {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  return typeof nextPathname === 'string'
    ? safeReturnPath(`${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`)
    : null;
};

/**
 * The sign-in module (001 §2): /login, and /no-sso which never offers single sign-on. It signs in with a
 * password, or with the one-time code the central login or single sign-on came back with, then opens the
 * return URL or the user's landing route.
 */
export const LoginPage = ({ noSso = false }: { noSso?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const query = readLoginQuery(location.search);
  // The last-route key: where the user was when signed out, for a central login that did not pass it back.
  const [lastRoute] = useState(() => safeReturnPath(localStore().getItem(STORAGE_KEYS.lastRoute)));
  const returnUrl = query.returnUrl ?? stateReturn(location.state) ?? lastRoute;
  const target = returnUrl ?? '/';
  // Only a user who asked for single sign-on hears that their organization has none.
  const askedForSso = (location.state as { askedForSso?: unknown } | null)?.askedForSso === true;
  useEffect(() => {
    const timer = window.setTimeout(() => void preloadLanding(), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const consoleUrl = window.location.origin;
  const [redirect, setRedirect] = useState<AuthRedirectError | null>(null);
  const code = useCodeSignIn(query.code, returnUrl, query.separate);
  const sso = useSsoLogin(query.tenant, !noSso && query.code === null);
  useSessionFromElsewhere(target);

  const signedInAs = query.code === null && storedSessionUserId() ? readIdentity(localStore()) : null;
  const busy = code.busy || sso.status === 'checking';
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component={Stack} spacing={2} sx={{ p: 4 }}>
          {code.done ? (
            <SignedInElsewhere target={target} />
          ) : (
            <>
              <Typography variant="h5" component="h1">
                {translate('dm.login.title')}
              </Typography>
              {query.reason ? <Alert severity="info">{translate(NOTICES[query.reason])}</Alert> : null}
              {signedInAs ? (
                <Alert
                  severity="info"
                  action={
                    <Button component={Link} to={target} color="inherit" size="small">
                      {translate('dm.shell.login.continue')}
                    </Button>
                  }
                >
                  {translate('dm.shell.login.signed_in_as', { name: signedInAs.fullName })}
                </Alert>
              ) : null}
              {code.error ? (
                <Alert severity="error" role="alert">
                  {translate(code.error, { _: code.error })}
                </Alert>
              ) : null}
              {sso.status === 'off' && askedForSso ? (
                <Alert severity="info">
                  {translate('dm.shell.sso.not_configured', { tenant: query.tenant ?? '' })}
                </Alert>
              ) : null}
              {busy ? (
                <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('dm.common.loading')} />
              ) : sso.status === 'on' ? (
                <SsoPanel
                  tenant={query.tenant ?? ''}
                  startUrl={ssoStartUrl(sso.loginUrl, consoleUrl, returnUrl)}
                />
              ) : (
                <LoginForm target={returnUrl} onRedirect={setRedirect} />
              )}
              {/* After an organization without single sign-on (often a typing error) the field stays, to correct it. */}
              {!noSso && !busy && (query.tenant === null || (sso.status === 'off' && askedForSso)) ? (
                <SsoStart
                  key={query.tenant ?? ''}
                  tried={sso.status === 'off' && askedForSso ? query.tenant : null}
                  onTenant={(tenant) => navigate(loginPath({ returnUrl, tenant }), { state: ASKED_FOR_SSO })}
                />
              ) : null}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <LoginLanguageSelect />
              </Box>
            </>
          )}
        </CardContent>
      </Card>
      <RedirectDialog
        reason={redirect?.reason ?? null}
        loginUrl={
          redirect?.url ??
          centralLoginUrl({
            base: currentPlatformUrls().loginUrl,
            consoleUrl,
            returnUrl,
            noSso,
            separate: true,
          })
        }
        onClose={() => setRedirect(null)}
      />
    </Box>
  );
};
