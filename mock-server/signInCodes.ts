import { randomBytes } from 'node:crypto';

/** How long a one-time sign-in code can be exchanged for a token. */
export const SIGN_IN_CODE_TTL_MS = 60_000;
/**
 * Live codes kept per account; a new one makes that account's oldest go. An account can only evict its own
 * codes, and the whole stays small under abuse: at most this many per account that signed in.
 */
const CODES_PER_ACCOUNT = 5;

interface Pending {
  userId: string;
  expires: number;
}

/**
 * One-time codes the hosted sign-in pages (central login, simulated single sign-on) send the user back to the
 * console with; the console exchanges one for a token, so a token never travels in an address.
 */
export function createSignInCodes(now: () => number = Date.now) {
  const pending = new Map<string, Pending>();
  return {
    issue(userId: string): string {
      const code = randomBytes(24).toString('base64url');
      const own: string[] = [];
      for (const [key, entry] of pending) {
        if (entry.expires <= now()) pending.delete(key);
        else if (entry.userId === userId) own.push(key);
      }
      // Oldest first (a Map keeps the order codes were issued in).
      for (const key of own.slice(0, Math.max(0, own.length - CODES_PER_ACCOUNT + 1))) pending.delete(key);
      pending.set(code, { userId, expires: now() + SIGN_IN_CODE_TTL_MS });
      return code;
    },
    /** The user id of a live code, which is used up; null for an unknown, used or expired one. */
    redeem(code: string): string | null {
      const entry = pending.get(code);
      pending.delete(code);
      return entry && entry.expires > now() ? entry.userId : null;
    },
  };
}

/** The console address to go back to, with the code added to its query ('…/login?returnUrl=%2Fkiosk&code=…'). */
export function withCode(returnUrl: string, code: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The return URL if it points at an allowed console origin, else null (no open redirect). */
export function allowedReturnUrl(value: unknown, allowedOrigins: readonly string[]): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins.includes(url.origin)
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}
