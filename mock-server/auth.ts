import { createHash, randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  ADMIN_PERMISSIONS,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
} from '../src/contract/permissions';
import type { Store } from './db/store';
import type { User } from './db/types';
import { ERROR_CODES, fail } from './envelope';
import { signToken, verifyToken, type TokenClaims } from './jwt';

export interface AuthOptions {
  store: Store;
  secret: string;
  tokenTtlSeconds: number;
  sessionMaxSeconds: number;
  /** Clock in epoch milliseconds. */
  now?: () => number;
}

export interface Session {
  claims: TokenClaims;
  user: User;
}

type SessionCode = typeof ERROR_CODES.SESSION_EXPIRED | typeof ERROR_CODES.INVALID_SESSION;
export type SessionFailure = { ok: false; code: SessionCode; message: string };
export type SessionCheck = { ok: true; session: Session } | SessionFailure;
/** A token with a good signature, whatever its age or revocation. */
type Inspection = { ok: true; session: Session; expired: boolean; revoked: boolean } | { ok: false };

const SESSION_MESSAGES = {
  missing: 'Missing access token; sign in first',
  invalid: 'Invalid access token; sign in again',
  revoked: 'The session has ended; sign in again',
  expired: 'The session has expired; sign in again',
  fingerprint: 'This session belongs to another browser; sign in again',
} as const;

const fingerprintHash = (fingerprint: string): string =>
  createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);

/** The token of an "Authorization: Bearer …" header, or null. */
export function bearerOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match ? match[1] : null;
}

export type Auth = ReturnType<typeof createAuth>;

/** Sessions as signed HS256 tokens; revoked session ids are kept in the store so a restart keeps them. */
export function createAuth(options: AuthOptions) {
  const { store, secret, tokenTtlSeconds, sessionMaxSeconds } = options;
  const nowSeconds = (): number => (options.now ?? Date.now)() / 1000;
  let revokedCache = { version: -1, ids: new Set<string>() };

  const isRevoked = (sid: string): boolean => {
    const version = store.version('revokedSessions');
    if (revokedCache.version !== version) {
      revokedCache = { version, ids: new Set(store.data.revokedSessions.map((entry) => entry.sid)) };
    }
    return revokedCache.ids.has(sid);
  };

  /** A token for the session; its lifetime never passes the session's maximum. */
  const tokenFor = (user: User, sid: string, ses: number, fp: string): string => {
    const now = nowSeconds();
    const exp = Math.min(Math.ceil(now + tokenTtlSeconds), ses + sessionMaxSeconds);
    return signToken(
      { sub: user.id, tenant: user.tenantId, sid, iat: Math.floor(now), exp, ses, fp },
      secret,
    );
  };

  const inspect = (token: string): Inspection => {
    const verified = verifyToken(token, secret);
    if (!verified.ok) return { ok: false };
    const { claims } = verified;
    const user = store.data.users.find((candidate) => candidate.id === claims.sub);
    if (!user || user.tenantId !== claims.tenant) return { ok: false };
    return {
      ok: true,
      session: { claims, user },
      expired: nowSeconds() >= claims.exp,
      revoked: isRevoked(claims.sid),
    };
  };

  const check = (token: string | null): SessionCheck => {
    if (!token) return { ok: false, code: ERROR_CODES.INVALID_SESSION, message: SESSION_MESSAGES.missing };
    const found = inspect(token);
    if (!found.ok) return { ok: false, code: ERROR_CODES.INVALID_SESSION, message: SESSION_MESSAGES.invalid };
    if (found.revoked)
      return { ok: false, code: ERROR_CODES.INVALID_SESSION, message: SESSION_MESSAGES.revoked };
    if (found.expired)
      return { ok: false, code: ERROR_CODES.SESSION_EXPIRED, message: SESSION_MESSAGES.expired };
    return { ok: true, session: found.session };
  };

  /** Middleware: the request's token (by default the bearer) must open a live session. */
  const requireSession =
    (tokenOf: (req: Request) => string | null = bearerOf): RequestHandler =>
    (req, res, next) => {
      const result = check(tokenOf(req));
      if (!result.ok) return fail(res, 401, result.code, result.message);
      res.locals.session = result.session;
      next();
    };

  return {
    check,
    requireSession,
    signIn: (user: User, fingerprint: string): string =>
      tokenFor(user, randomUUID(), Math.floor(nowSeconds()), fingerprintHash(fingerprint)),
    /** A fresh token for the same session, if the fingerprint is the one given at sign-in. */
    renew: (session: Session, fingerprint: string): { ok: true; token: string } | SessionFailure => {
      const { claims, user } = session;
      if (fingerprintHash(fingerprint) !== claims.fp) {
        return { ok: false, code: ERROR_CODES.INVALID_SESSION, message: SESSION_MESSAGES.fingerprint };
      }
      return { ok: true, token: tokenFor(user, claims.sid, claims.ses, claims.fp) };
    },
    /** Ends the session of a well-signed token, even an expired one. False when the token is not ours. */
    revoke: (token: string): boolean => {
      const found = inspect(token);
      if (!found.ok) return false;
      const now = nowSeconds();
      const { sid, ses, exp } = found.session.claims;
      // Kept until the token's own expiry at least: the session limit may be smaller after a restart.
      const until = Math.max(exp, ses + sessionMaxSeconds);
      const earlier = store.data.revokedSessions.find((entry) => entry.sid === sid);
      if (earlier && earlier.until >= until) return true;
      store.data.revokedSessions = store.data.revokedSessions.filter(
        (entry) => entry.until > now && entry.sid !== sid,
      );
      store.data.revokedSessions.push({ sid, until });
      store.changed('revokedSessions');
      return true;
    },
  };
}

/** The session the session middleware put on the response. */
export function sessionOf(res: Response): Session {
  const session = res.locals.session as Session | undefined;
  if (!session) throw new Error('Route needs the session middleware');
  return session;
}

/** Middleware: the signed-in user needs at least one of the permissions. */
export const requireAny =
  (permissions: readonly string[]): RequestHandler =>
  (_req: Request, res: Response, next: NextFunction) => {
    const { user } = sessionOf(res);
    if (user.permissionsValues.some((permission) => permissions.includes(permission))) return next();
    fail(
      res,
      403,
      ERROR_CODES.PERMISSION_DENIED,
      `Permission denied: this needs one of the permissions ${permissions.join(', ')}`,
    );
  };

/** Any permission of the admin set (devices, tenant settings, profiles, themes): the console's kiosk and workplace. */
export const requireAdmin = requireAny(ADMIN_PERMISSIONS);

/** The content admin permission: content rules, the console's /contentadmin. */
export const requireContentAdmin = requireAny([CONTENT_ADMIN_PERMISSION]);

/** The content creation permission: the custom content library, the console's /contentlibrary. */
export const requireContentCreator = requireAny([CONTENT_CREATOR_PERMISSION]);
