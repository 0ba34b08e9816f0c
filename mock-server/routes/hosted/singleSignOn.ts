import { Router, type Request, type Response } from 'express';
import { form, type Field } from '../../hostedHtml';
import { userNamed } from '../../signInGuard';
import type { AppContext } from '../context';
import { text, type HostedKit } from './kit';

export const SSO_PATH = '/rest/v2/auth/sso/:tenant';

/** The identity provider of a tenant with single sign-on (the platform's SSO settings point here), simulated. */
export function singleSignOnRoutes({ store, signInGuard }: AppContext, kit: HostedKit): Router {
  const router = Router();
  const ssoTenant = (req: Request) =>
    store.data.tenants.find((tenant) => tenant.id === req.params.tenant && tenant.sso !== null);
  const idpPage = (req: Request, res: Response, error: string | null = null, captcha = false) => {
    const tenant = ssoTenant(req);
    if (!tenant)
      return kit.send(
        res,
        404,
        'Single sign-on',
        '<h1>Single sign-on</h1><p class="error">This organization has no single sign-on.</p>',
      );
    const back = kit.backOf(req);
    if (!back) return kit.refuse(res);
    const username = text(req.body?.username);
    const fields: Field[] = [
      { name: 'returnUrl', label: '', type: 'hidden', value: back },
      { name: 'username', label: 'User name', type: 'text', value: username, autocomplete: 'username' },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
      ...(captcha
        ? [{ name: 'captcha', label: 'I am not a robot (simulated captcha)', type: 'checkbox' as const }]
        : []),
    ];
    const heading = `${tenant.name} single sign-on`;
    const note = 'Identity provider of the organization (simulated by the mock).';
    kit.send(
      res,
      error ? 401 : 200,
      heading,
      form({ heading, note, error, action: req.path, fields, submit: 'Continue' }),
    );
  };

  router.get(SSO_PATH, (req, res) => idpPage(req, res));
  router.post(SSO_PATH, kit.formBody, (req, res) => {
    const tenant = ssoTenant(req);
    const back = kit.backOf(req);
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
    kit.finish(res, user, back);
  });
  return router;
}
