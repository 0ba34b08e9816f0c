/**
 * Addresses of the sign-in flow (000 §2, 001 §2): the login route with the app identifier and the return URL,
 * the central login for captcha and password changes, and the shell's skipPing switch. Pure functions.
 */
import { APP_ID } from '../config';
import { ROUTES } from '../domain/addresses';

/** Why the user was sent to the sign-in page, when the page should say so. */
export type SignOutReason = 'idle' | 'session';

const REASONS: readonly SignOutReason[] = ['idle', 'session'];

/** Routes a return URL never points at: the sign-in pages themselves and the not-found page. */
const NOT_RETURNABLE = new Set<string>([ROUTES.login, ROUTES.noSso, ROUTES.notFound, '/']);
const MAX_RETURN_LENGTH = 2_000;

/**
 * The in-app route a return URL names, or null when it is missing, not a plain path of this console (another
 * host, a protocol-relative or backslash trick, control characters) or a sign-in page.
 */
export const safeReturnPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > MAX_RETURN_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value.startsWith('/') || /^\/[/\\]|[\u0000-\u001f\\]/.test(value)) return null;
  const path = value.split(/[?#]/)[0];
  return NOT_RETURNABLE.has(path.replace(/\/+$/, '') || '/') ? null : value;
};

export interface LoginTarget {
  /** The single sign-on-free variant, /no-sso. */
  noSso?: boolean;
  returnUrl?: string | null;
  reason?: SignOutReason | null;
  /** The tenant whose single sign-on settings apply. */
  tenant?: string | null;
  /**
   * The sign-in finishes in a window of its own (the central login opened from the redirect dialog): back there,
   * the console signs in and says the first tab continues, instead of opening a second console.
   */
  separate?: boolean;
}

/** The query value of a sign-in that finishes in a window of its own (`window=separate`). */
const SEPARATE_WINDOW = 'separate';

/** True for a plausible organization (tenant) id: letters, digits, dots, dashes and underscores, at most 64. */
export const isOrganizationId = (value: string): boolean => /^[\w.-]{1,64}$/.test(value);

const safeTenant = (value: string | null | undefined): string | null =>
  value && isOrganizationId(value) ? value : null;

/**
 * The console's sign-in route: /login?app=dc&returnUrl=… (000 §2), with the tenant (for its single sign-on) and
 * the reason when there is one.
 */
export const loginPath = ({
  noSso = false,
  returnUrl = null,
  reason = null,
  tenant = null,
  separate = false,
}: LoginTarget = {}) => {
  const query = new URLSearchParams({ app: APP_ID });
  const safe = safeReturnPath(returnUrl);
  if (safe) query.set('returnUrl', safe);
  if (reason) query.set('reason', reason);
  if (safeTenant(tenant)) query.set('tenant', tenant as string);
  if (separate) query.set('window', SEPARATE_WINDOW);
  return `${noSso ? ROUTES.noSso : ROUTES.login}?${query.toString()}`;
};

export interface LoginQuery {
  returnUrl: string | null;
  reason: SignOutReason | null;
  /** A one-time code from the central login or single sign-on, exchanged for a token. */
  code: string | null;
  tenant: string | null;
  /** The sign-in finishes in a window of its own (LoginTarget.separate). */
  separate: boolean;
}

/** Reads the sign-in route's query string (`?returnUrl=…&reason=…&code=…`). */
export const readLoginQuery = (search: string): LoginQuery => {
  const query = new URLSearchParams(search);
  const reason = query.get('reason');
  const code = query.get('code');
  return {
    returnUrl: safeReturnPath(query.get('returnUrl')),
    reason: REASONS.includes(reason as SignOutReason) ? (reason as SignOutReason) : null,
    code: code && /^[\w-]{8,128}$/.test(code) ? code : null,
    tenant: safeTenant(query.get('tenant')),
    separate: query.get('window') === SEPARATE_WINDOW,
  };
};

/** The console route of a browser address (path and query): ('/kiosk/devices', '?x=1') → '/kiosk/devices?x=1'. */
export const routeOfAddress = (pathname: string, search = ''): string =>
  `${pathname.startsWith('/') ? pathname : `/${pathname}`}${search}`;

/** The console's own origin as the sign-in pages send the user back to it, without a trailing slash. */
const consoleBase = (consoleUrl: string) => consoleUrl.replace(/\/+$/, '');

/** True when the shell's session check is to be skipped (001 §2: `skipPing=true`). */
export const hasSkipPing = (search: string): boolean =>
  new URLSearchParams(search).get('skipPing') === 'true';

export interface CentralLoginTarget {
  /** Base URL of the central login (config LOGIN_URL). */
  base: string;
  /** The console's own address (its origin), where the central login sends the user back. */
  consoleUrl: string;
  /** The in-app route to open once signed in. */
  returnUrl?: string | null;
  noSso?: boolean;
  /** Why the user was signed out, for the console's sign-in route to say on the way back. */
  reason?: SignOutReason | null;
  tenant?: string | null;
  /** The central login opens in a window of its own (LoginTarget.separate). */
  separate?: boolean;
}

/** `url` with the app identifier and the return URL set in its query (what it had already is kept). */
const withReturn = (url: string, back: string): string => {
  const target = new URL(url);
  target.searchParams.set('app', APP_ID);
  target.searchParams.set('returnUrl', back);
  return target.toString();
};

/**
 * The central login's address: `{base}/login` (or `/no-sso`) with the app identifier and the return URL, which
 * leads back to this console's sign-in route (and from there to `returnUrl`).
 */
export const centralLoginUrl = ({
  base,
  consoleUrl,
  returnUrl = null,
  noSso = false,
  reason = null,
  tenant = null,
  separate = false,
}: CentralLoginTarget) =>
  withReturn(
    `${base.replace(/\/+$/, '')}${noSso ? ROUTES.noSso : ROUTES.login}`,
    `${consoleBase(consoleUrl)}${loginPath({ returnUrl, reason, tenant, separate })}`,
  );

/** The identity provider's sign-in address from the tenant's SSO settings, or null when SSO does not apply. */
export const ssoLoginUrl = (settings: unknown): string | null => {
  const { enabled, loginUrl } = (settings ?? {}) as { enabled?: unknown; loginUrl?: unknown };
  if (enabled !== true || typeof loginUrl !== 'string' || !/^https?:\/\//i.test(loginUrl)) return null;
  try {
    return new URL(loginUrl).toString();
  } catch {
    return null;
  }
};

/** Where single sign-on starts: the identity provider, told to come back to this console's sign-in route. */
export const ssoStartUrl = (loginUrl: string, consoleUrl: string, returnUrl: string | null): string =>
  withReturn(loginUrl, `${consoleBase(consoleUrl)}${loginPath({ returnUrl })}`);
