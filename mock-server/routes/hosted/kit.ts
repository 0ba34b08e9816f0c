import express, { type Request, type Response } from 'express';
import { page, pageHeaders } from '../../hostedHtml';
import { allowedReturnUrl, createSignInCodes, withCode } from '../../signInCodes';
import type { User } from '../../db/types';
import type { AppContext } from '../context';

/** Largest body of a hosted form: the fields of a sign-in and nothing more. */
export const FORM_LIMIT_BYTES = 16 * 1024;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What every hosted page shares: its headers, the way back to a console, and the one-time codes it hands out. */
export interface HostedKit {
  /** Answers a page of the platform's own. */
  send(res: Response, status: number, title: string, body: string): void;
  /** The page for a sign-in link that leads back to no known console. */
  refuse(res: Response): void;
  /** The console address a page was asked to go back to (query or form), when it is one of the allowed consoles. */
  backOf(req: Request): string | null;
  /** Sends the signed-in user back to the console with a one-time code. */
  finish(res: Response, user: User, back: string): void;
  /** Redeems a one-time code: the user id it was issued to, or null. */
  redeem(code: string): string | null;
  /** Reads a hosted form, refusing one over FORM_LIMIT_BYTES. */
  formBody: ReturnType<typeof express.urlencoded>;
}

export function hostedKit({ allowedOrigins }: AppContext): HostedKit {
  const codes = createSignInCodes();
  const send = (res: Response, status: number, title: string, body: string) => {
    res.status(status).set(pageHeaders(allowedOrigins)).send(page({ title, body }));
  };
  return {
    send,
    refuse: (res) =>
      send(
        res,
        400,
        'Sign-in',
        `<h1>Cannot continue</h1><p class="error">This sign-in link does not lead back to a known console.</p>`,
      ),
    backOf: (req) =>
      allowedReturnUrl(req.method === 'GET' ? req.query.returnUrl : req.body?.returnUrl, allowedOrigins),
    finish: (res, user, back) => res.redirect(303, withCode(back, codes.issue(user.id))),
    redeem: (code) => codes.redeem(code),
    formBody: express.urlencoded({ extended: false, limit: FORM_LIMIT_BYTES }),
  };
}
