import { Router } from 'express';
import { ERROR_CODES, fail } from '../../envelope';
import { readBody } from '../../validate';
import type { AppContext } from '../context';
import type { HostedKit } from './kit';

/** `POST /rest/v2/auth/code`: the one-time code a hosted page sent the console back with, exchanged for a token. */
export function signInCodeRoutes({ store, auth }: AppContext, kit: HostedKit): Router {
  const router = Router();
  router.post('/rest/v2/auth/code', (req, res) => {
    const body = readBody(req, res, { code: 'string', fingerprint: 'string' });
    if (!body) return;
    const userId = kit.redeem(body.code);
    const user = userId ? store.data.users.find((candidate) => candidate.id === userId) : undefined;
    if (!user || body.fingerprint.trim() === '')
      return fail(
        res,
        401,
        ERROR_CODES.INVALID_SESSION,
        'Unknown, used or expired sign-in code; sign in again',
      );
    res.json({
      isCaptchaRequired: false,
      mustChangePassword: false,
      accessToken: auth.signIn(user, body.fingerprint.trim()),
    });
  });
  return router;
}
