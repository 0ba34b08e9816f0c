import { Router } from 'express';
import { bearerOf, sessionOf } from '../auth';
import { CONSOLE_PERMISSIONS } from '../../src/contract/permissions';
import { badRequest, ok } from '../envelope';
import { readQuery } from '../validate';
import type { AppContext } from './context';

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Device-control auth calls (001 §7): /auth/init, /auth/hasRights, /auth/dcSettings. */
export function dcAuthRoutes({ store, auth, publicUrl }: AppContext): Router {
  const router = Router();

  router.get('/auth/init', auth.requireSession(), (_req, res) => {
    const { user } = sessionOf(res);
    const tenant = store.data.tenants.find((candidate) => candidate.id === user.tenantId);
    ok(res, { userId: user.id, tenantId: user.tenantId, tenantName: tenant?.name ?? user.tenantId });
  });

  // The platform token travels in an "authtoken" header here (a bearer header is accepted too); the answer
  // says whether that user may use the console at all.
  router.get(
    '/auth/hasRights',
    auth.requireSession((req) => req.get('authtoken') ?? bearerOf(req)),
    (req, res) => {
      const username = readQuery(req, res, 'username');
      if (username === null) return;
      const { user } = sessionOf(res);
      const sameUser = user.username.toLowerCase() === username.trim().toLowerCase();
      ok(
        res,
        sameUser && user.permissionsValues.some((permission) => CONSOLE_PERMISSIONS.includes(permission)),
      );
    },
  );

  // Discovery before sign-in: which device-control host serves the platform at apiurl. No token needed. The
  // answer is the address this backend was reached at (it may sit behind another origin than the platform's).
  router.get('/auth/dcSettings', (req, res) => {
    const apiUrl = readQuery(req, res, 'apiurl');
    if (apiUrl === null) return;
    if (!isHttpUrl(apiUrl)) return badRequest(res, 'Query parameter "apiurl" must be an http(s) URL');
    const reached = `${req.protocol}://${req.get('host') ?? ''}`;
    ok(res, { dcUrl: isHttpUrl(reached) ? new URL(reached).origin : publicUrl() });
  });

  return router;
}
