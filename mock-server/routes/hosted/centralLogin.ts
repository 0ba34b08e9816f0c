import { Router, type Request, type Response } from 'express';
import { form, type Field } from '../../hostedHtml';
import { userNamed } from '../../signInGuard';
import type { User } from '../../db/types';
import type { AppContext } from '../context';
import { text, type HostedKit } from './kit';

const MIN_NEW_PASSWORD = 8;
export const CENTRAL_LOGIN_PATHS = ['/login', '/no-sso'];

interface LoginState {
  username?: string;
  error?: string;
  step?: User['signInState'];
}

/** The fields of the central login; its second step asks for what the account needs: a captcha, or a new password. */
function loginFields(back: string, state: LoginState): Field[] {
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
  return fields;
}

/** Why a forced password change cannot go through yet, or null. */
const newPasswordProblem = (body: Record<string, unknown>): string | null => {
  const next = text(body.newPassword);
  if (next.length < MIN_NEW_PASSWORD)
    return `Choose a new password of at least ${MIN_NEW_PASSWORD} characters.`;
  return next !== text(body.confirmPassword) ? 'The two new passwords differ.' : null;
};

/** The platform's central login (`/login`, `/no-sso`), simulated: the captcha and the forced password change. */
export function centralLoginRoutes({ store, signInGuard }: AppContext, kit: HostedKit): Router {
  const router = Router();
  const centralLogin = (req: Request, res: Response, state: LoginState = {}) => {
    const back = kit.backOf(req);
    if (!back) return kit.refuse(res);
    const note =
      state.step === 'mustChangePassword'
        ? 'Your password has expired. Choose a new one (simulated: the demo account keeps its password).'
        : 'Central sign-in of the platform (simulated by the mock).';
    const fields = loginFields(back, state);
    kit.send(
      res,
      200,
      'Sign in',
      form({ heading: 'Sign in', note, error: state.error, action: req.path, fields, submit: 'Sign in' }),
    );
  };

  router.get(CENTRAL_LOGIN_PATHS, (req, res) => centralLogin(req, res));
  router.post(CENTRAL_LOGIN_PATHS, kit.formBody, (req, res) => {
    const back = kit.backOf(req);
    if (!back) return kit.refuse(res);
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
      const problem = newPasswordProblem(req.body as Record<string, unknown>);
      if (problem) return centralLogin(req, res, { username, step: 'mustChangePassword', error: problem });
    }
    kit.finish(res, user, back);
  });
  return router;
}
