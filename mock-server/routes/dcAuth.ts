import { Router } from 'express';
import { bearerOf, sessionOf } from '../auth';
import { CONSOLE_PERMISSIONS } from '../../src/contract/permissions';
import { badRequest, ok } from '../envelope';
import { allowedReturnUrl } from '../signInCodes';
import { readBody, readQuery } from '../validate';
import type { AppContext } from './context';

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Device-control auth calls (001 §7): /auth/init, /auth/hasRights, /auth/dcSettings, auth/login. */
export function dcAuthRoutes({
  store,
  auth,
  publicUrl,
  deviceControlUrl,
  allowedOrigins,
}: AppContext): Router {
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
  // answer is the configured address, never one built from the request's Host header (anyone can send one).
  router.get('/auth/dcSettings', (req, res) => {
    const apiUrl = readQuery(req, res, 'apiurl');
    if (apiUrl === null) return;
    if (!isHttpUrl(apiUrl)) return badRequest(res, 'Query parameter "apiurl" must be an http(s) URL');
    ok(res, { dcUrl: deviceControlUrl() });
  });

  // The device-control sign-in (001 §7 "POST auth/login, and a fallback /auth/login"): where a person whose
  // sign-in the platform would not finish (captcha, password change) continues. No password: that goes only
  // to the platform. `url` is the central login, told to send the person back to `returnUrl`. The flags the
  // documents list are in the answer but always false: with no password judged here, telling a name's state
  // (captcha, locked, password to change) would tell it to anyone; the platform told it after judging one.
  router.post('/auth/login', (req, res) => {
    const body = readBody(req, res, { username: 'string', returnUrl: 'string' });
    if (!body) return;
    const back = allowedReturnUrl(body.returnUrl, allowedOrigins);
    if (!back) return badRequest(res, 'Field "returnUrl" must be an address of a known console');
    const url = new URL('/login', publicUrl());
    url.searchParams.set('app', 'dc');
    url.searchParams.set('returnUrl', back);
    ok(res, { url: url.href, isCaptchaRequired: false, mustChangePassword: false });
  });

  return router;
}
