import { Router } from 'express';
import { bearerOf, sessionOf } from '../auth';
import { ERROR_CODES, badRequest, fail, notFound } from '../envelope';
import { userNamed } from '../signInGuard';
import { readBody } from '../validate';
import type { AppContext } from './context';
import { personView, userView } from './views';

const MAX_FINGERPRINT_LENGTH = 512;

/** Central auth/API routes (001 §7): plain JSON on success, the error envelope on failure. */
export function platformRoutes({ store, auth, publicUrl, signInGuard }: AppContext): Router {
  const router = Router();
  const session = auth.requireSession();

  router.get('/rest/serverinfo', (_req, res) => {
    res.json({ apiUrl: publicUrl() });
  });

  router.post('/rest/v2/auth/login', (req, res) => {
    const body = readBody(req, res, { username: 'string', password: 'string', fingerprint: 'string' });
    if (!body) return;
    const fingerprint = body.fingerprint.trim();
    if (fingerprint === '' || fingerprint.length > MAX_FINGERPRINT_LENGTH) {
      return badRequest(res, `Field "fingerprint" must have 1 to ${MAX_FINGERPRINT_LENGTH} characters`);
    }
    const user = userNamed(store, body.username);
    // The JSON sign-in has no captcha: a name that needs one passes it on the central login page.
    const judged = signInGuard.judge(user, body.username, body.password, false);
    if (judged === 'captcha') {
      return res.json({ isCaptchaRequired: true, mustChangePassword: false, accessToken: null });
    }
    if (judged === 'wrong' || !user) {
      return fail(res, 401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid user name or password');
    }
    const mustChangePassword = user.signInState === 'mustChangePassword';
    const accessToken = mustChangePassword ? null : auth.signIn(user, fingerprint);
    res.json({ isCaptchaRequired: false, mustChangePassword, accessToken });
  });

  router.get('/rest/v2/auth/users/me', session, (_req, res) => {
    res.json(userView(sessionOf(res).user));
  });

  // The person behind the session: the user, their sign-in name (what /auth/hasRights asks about) and profile.
  router.get('/rest/v2/people/me', session, (_req, res) => {
    res.json(personView(sessionOf(res).user));
  });

  router.post('/rest/v2/auth/logout', (req, res) => {
    const token = bearerOf(req);
    if (!token || !auth.revoke(token)) {
      return fail(res, 401, ERROR_CODES.INVALID_SESSION, 'Invalid access token; nothing to sign out');
    }
    res.json({ loggedOut: true });
  });

  router.post('/rest/auth/renew', session, (req, res) => {
    const body = readBody(req, res, { fingerprint: 'string' });
    if (!body) return;
    const renewed = auth.renew(sessionOf(res), body.fingerprint.trim());
    if (!renewed.ok) return fail(res, 401, renewed.code, renewed.message);
    res.json({ accessToken: renewed.token });
  });

  router.get('/rest/v2/auth/ssosettings/:id', (req, res) => {
    const tenant = store.data.tenants.find((candidate) => candidate.id === req.params.id);
    if (!tenant) return notFound(res, `Unknown tenant: ${req.params.id}`);
    res.json(
      tenant.sso
        ? {
            enabled: true,
            provider: tenant.sso.provider,
            loginUrl: new URL(tenant.sso.loginUrl, publicUrl()).href,
          }
        : { enabled: false },
    );
  });

  return router;
}
