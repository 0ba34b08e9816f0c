import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { ERROR_CODES, fail } from '../envelope';
import { esc, form, page, pageHeaders, type Field } from '../hostedHtml';
import { allowedReturnUrl, createSignInCodes, withCode } from '../signInCodes';
import { userNamed } from '../signInGuard';
import { readBody } from '../validate';
import type { User } from '../db/types';
import type { AppContext } from './context';

const MIN_NEW_PASSWORD = 8;
/** Largest body of a hosted form: the fields of a sign-in and nothing more. */
export const FORM_LIMIT_BYTES = 16 * 1024;
const CENTRAL_LOGIN_PATHS = ['/login', '/no-sso'];
const FORM_PATHS = [...CENTRAL_LOGIN_PATHS, '/rest/v2/auth/sso/:tenant'];
const APPS = { go: 'Go', studio: 'Studio' } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The platform's web pages, simulated (not named in the spec): the central login (`/login`, `/no-sso`) that
 * handles the captcha and the forced password change, the identity provider of a tenant with single sign-on,
 * and the Go and Studio apps the apps panel links to. A finished sign-in goes back to the console with a
 * one-time code, which `POST /rest/v2/auth/code` exchanges for a token.
 */
export function hostedPageRoutes({ store, auth, allowedOrigins, signInGuard }: AppContext): Router {
  const router = Router();
  const codes = createSignInCodes();
  const formBody = express.urlencoded({ extended: false, limit: FORM_LIMIT_BYTES });

  const send = (res: Response, status: number, title: string, body: string) =>
    res.status(status).set(pageHeaders(allowedOrigins)).send(page({ title, body }));
  const refuse = (res: Response) =>
    send(
      res,
      400,
      'Sign-in',
      `<h1>Cannot continue</h1><p class="error">This sign-in link does not lead back to a known console.</p>`,
    );
  const finish = (res: Response, user: User, back: string) =>
    res.redirect(303, withCode(back, codes.issue(user.id)));

  // The central login. Its second step asks for what the account needs: a captcha, or a new password.
  const centralLogin = (
    req: Request,
    res: Response,
    state: { username?: string; error?: string; step?: User['signInState'] } = {},
  ) => {
    const back = allowedReturnUrl(
      req.method === 'GET' ? req.query.returnUrl : req.body?.returnUrl,
      allowedOrigins,
    );
    if (!back) return refuse(res);
    const fields: Field[] = [
      { name: 'returnUrl', label: '', type: 'hidden', value: back },
      { name: 'username', label: 'User name', type: 'text', value: state.username, autocomplete: 'username' },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
    ];
    if (state.step === 'captcha')
      fields.push({ name: 'captcha', label: 'I am not a robot (simulated captcha)', type: 'checkbox' });
    if (state.step === 'mustChangePassword') {
      fields.push(
        {
          name: 'newPassword',
          label: `New password (at least ${MIN_NEW_PASSWORD} characters)`,
          type: 'password',
          autocomplete: 'new-password',
        },
        {
          name: 'confirmPassword',
          label: 'Repeat the new password',
          type: 'password',
          autocomplete: 'new-password',
        },
      );
    }
    const note =
      state.step === 'mustChangePassword'
        ? 'Your password has expired. Choose a new one (simulated: the demo account keeps its password).'
        : 'Central sign-in of the platform (simulated by the mock).';
    send(
      res,
      200,
      'Sign in',
      form({ heading: 'Sign in', note, error: state.error, action: req.path, fields, submit: 'Sign in' }),
    );
  };

  router.get(CENTRAL_LOGIN_PATHS, (req, res) => centralLogin(req, res));
  // A form over the limit gets a page of the platform's own, stating that limit (not the JSON API's).
  const tooLarge: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if ((error as { type?: unknown } | null)?.type !== 'entity.too.large') return next(error);
    send(
      res,
      413,
      'Sign-in',
      `<h1>Cannot continue</h1><p class="error">The form sent is too large: a sign-in form holds at most ${FORM_LIMIT_BYTES / 1024} kB. Go back and try again.</p>`,
    );
  };
  router.post(CENTRAL_LOGIN_PATHS, formBody, (req, res) => {
    const back = allowedReturnUrl(req.body?.returnUrl, allowedOrigins);
    if (!back) return refuse(res);
    const username = text(req.body.username);
    const user = userNamed(store, username);
    // The captcha comes before the password is judged, so that its step never confirms a guess.
    const needsCaptcha = signInGuard.needsCaptcha(user, username);
    const judged = signInGuard.judge(user, username, text(req.body.password), req.body.captcha === 'on');
    if (judged === 'captcha')
      return centralLogin(req, res, { username, step: 'captcha', error: 'Please confirm the captcha.' });
    if (judged === 'wrong' || !user) {
      const step = needsCaptcha ? 'captcha' : undefined;
      return centralLogin(req, res, { username, step, error: 'Wrong user name or password.' });
    }
    if (user.signInState === 'mustChangePassword') {
      const next = text(req.body.newPassword);
      const problem =
        next.length < MIN_NEW_PASSWORD
          ? `Choose a new password of at least ${MIN_NEW_PASSWORD} characters.`
          : next !== text(req.body.confirmPassword)
            ? 'The two new passwords differ.'
            : null;
      if (problem) return centralLogin(req, res, { username, step: 'mustChangePassword', error: problem });
    }
    finish(res, user, back);
  });

  // The identity provider of a tenant with single sign-on (the platform's SSO settings point here).
  const ssoTenant = (req: Request) =>
    store.data.tenants.find((tenant) => tenant.id === req.params.tenant && tenant.sso !== null);
  const idpPage = (req: Request, res: Response, error: string | null = null, captcha = false) => {
    const tenant = ssoTenant(req);
    if (!tenant)
      return send(
        res,
        404,
        'Single sign-on',
        '<h1>Single sign-on</h1><p class="error">This organization has no single sign-on.</p>',
      );
    const back = allowedReturnUrl(
      req.method === 'GET' ? req.query.returnUrl : req.body?.returnUrl,
      allowedOrigins,
    );
    if (!back) return refuse(res);
    send(
      res,
      error ? 401 : 200,
      `${tenant.name} single sign-on`,
      form({
        heading: `${tenant.name} single sign-on`,
        note: 'Identity provider of the organization (simulated by the mock).',
        error,
        action: req.path,
        fields: [
          { name: 'returnUrl', label: '', type: 'hidden', value: back },
          {
            name: 'username',
            label: 'User name',
            type: 'text',
            value: text(req.body?.username),
            autocomplete: 'username',
          },
          { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
          ...(captcha
            ? [{ name: 'captcha', label: 'I am not a robot (simulated captcha)', type: 'checkbox' as const }]
            : []),
        ],
        submit: 'Continue',
      }),
    );
  };
  router.get('/rest/v2/auth/sso/:tenant', (req, res) => idpPage(req, res));
  router.post('/rest/v2/auth/sso/:tenant', formBody, (req, res) => {
    const tenant = ssoTenant(req);
    const back = allowedReturnUrl(req.body?.returnUrl, allowedOrigins);
    const username = text(req.body?.username);
    // A user of another organization is nobody here.
    const named = userNamed(store, username);
    const user = named?.tenantId === tenant?.id ? named : undefined;
    if (!tenant || !back) return idpPage(req, res, 'Wrong user name or password for this organization.');
    // The same throttle as every other sign-in: after too many failures the captcha comes before the password.
    const judged = signInGuard.judge(user, username, text(req.body?.password), req.body?.captcha === 'on');
    if (judged === 'captcha') return idpPage(req, res, 'Please confirm the captcha.', true);
    if (judged === 'wrong' || !user) {
      const captcha = signInGuard.needsCaptcha(user, username);
      return idpPage(req, res, 'Wrong user name or password for this organization.', captcha);
    }
    finish(res, user, back);
  });

  router.use(FORM_PATHS, tooLarge);

  router.post('/rest/v2/auth/code', (req, res) => {
    const body = readBody(req, res, { code: 'string', fingerprint: 'string' });
    if (!body) return;
    const userId = codes.redeem(body.code);
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

  for (const [path, name] of Object.entries(APPS)) {
    router.get(`/${path}/`, (_req, res) =>
      send(
        res,
        200,
        name,
        `<h1>${esc(name)}</h1><p class="note">The ${esc(name)} app of the platform (simulated by the mock).</p>`,
      ),
    );
  }

  return router;
}
