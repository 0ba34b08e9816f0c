import { Router, type ErrorRequestHandler } from 'express';
import { esc } from '../../hostedHtml';
import type { AppContext } from '../context';
import { CENTRAL_LOGIN_PATHS, centralLoginRoutes } from './centralLogin';
import { FORM_LIMIT_BYTES, hostedKit } from './kit';
import { signInCodeRoutes } from './signInCode';
import { SSO_PATH, singleSignOnRoutes } from './singleSignOn';

export { FORM_LIMIT_BYTES } from './kit';

const APPS = { go: 'Go', studio: 'Studio' } as const;

/**
 * The platform's web pages, simulated (not named in the spec): the central login (`/login`, `/no-sso`) that
 * handles the captcha and the forced password change, the identity provider of a tenant with single sign-on,
 * and the Go and Studio apps the apps panel links to. A finished sign-in goes back to the console with a
 * one-time code, which `POST /rest/v2/auth/code` exchanges for a token. The one-time codes and the page helpers
 * (`kit.ts`) are made here and handed to the parts; no part mounts or calls another.
 */
export function hostedPageRoutes(context: AppContext): Router {
  const kit = hostedKit(context);
  const router = Router();
  router.use(centralLoginRoutes(context, kit));
  router.use(singleSignOnRoutes(context, kit));
  // A form over the limit gets a page of the platform's own, stating that limit (not the JSON API's).
  const tooLarge: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if ((error as { type?: unknown } | null)?.type !== 'entity.too.large') return next(error);
    kit.send(
      res,
      413,
      'Sign-in',
      `<h1>Cannot continue</h1><p class="error">The form sent is too large: a sign-in form holds at most ${FORM_LIMIT_BYTES / 1024} kB. Go back and try again.</p>`,
    );
  };
  router.use([...CENTRAL_LOGIN_PATHS, SSO_PATH], tooLarge);
  router.use(signInCodeRoutes(context, kit));
  for (const [path, name] of Object.entries(APPS)) {
    router.get(`/${path}/`, (_req, res) =>
      kit.send(
        res,
        200,
        name,
        `<h1>${esc(name)}</h1><p class="note">The ${esc(name)} app of the platform (simulated by the mock).</p>`,
      ),
    );
  }
  return router;
}
