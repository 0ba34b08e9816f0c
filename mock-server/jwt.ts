import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of a console access token. Times are in seconds since the epoch. */
export interface TokenClaims {
  /** User id. */
  sub: string;
  tenant: string;
  /** Session id: stays the same across renewals, so revoking it ends every token of the session. */
  sid: string;
  iat: number;
  exp: number;
  /** Session start: renewals never reach past ses + the session maximum. */
  ses: number;
  /** Hash of the browser fingerprint given at sign-in. */
  fp: string;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'claims' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (input: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(input).digest();

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

const isClaims = (value: unknown): value is TokenClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    ['sub', 'tenant', 'sid', 'fp'].every((key) => typeof claims[key] === 'string') &&
    ['iat', 'exp', 'ses'].every((key) => Number.isInteger(claims[key]))
  );
};

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

/** Checks the form and the HS256 signature only; expiry and revocation are the session's business. */
export function verifyToken(token: string, secret: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) {
    return { ok: false, reason: 'malformed' };
  }
  const [header, payload, signed] = parts;
  const head = decodeJson(header) as { alg?: unknown } | null;
  if (!head || head.alg !== 'HS256') return { ok: false, reason: 'malformed' };
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const claims = decodeJson(payload);
  return isClaims(claims) ? { ok: true, claims } : { ok: false, reason: 'claims' };
}
