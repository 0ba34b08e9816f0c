import type { Request } from 'express';
import { ADMIN_PERMISSIONS } from '../../src/contract/permissions';
import { bearerOf } from '../auth';
import type { Verified } from './engine';

export interface PlatformTrustOptions {
  /** The platform whose tokens are trusted (its `platformUrl`). */
  platformUrl: string;
  /** How long a confirmed token is trusted before the platform is asked again. */
  trustSeconds: number;
  /** Most tokens remembered at once; the oldest is forgotten first. */
  maxTokens?: number;
  /** How long the platform may take to answer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The fields of `GET /rest/v2/people/me` a records server reads. */
interface PlatformPerson {
  id?: unknown;
  name?: unknown;
  fullName?: unknown;
  organization?: { id?: unknown };
  permissionsValues?: unknown;
}

const DEFAULT_MAX_TOKENS = 10_000;
const DEFAULT_TIMEOUT_MS = 5_000;

/** The records identity of the platform's person, or null when the answer is not a person. */
function identityOf(person: PlatformPerson | null): Extract<Verified, { ok: true }>['identity'] | null {
  const tenant = person?.organization?.id;
  const permissions = person?.permissionsValues;
  if (typeof person?.id !== 'string' || typeof tenant !== 'string' || !Array.isArray(permissions))
    return null;
  const name = typeof person.fullName === 'string' ? person.fullName : person.name;
  return {
    tenant,
    person: { id: person.id, name: typeof name === 'string' ? name : person.id },
    admin: permissions.some((permission) => ADMIN_PERMISSIONS.includes(permission as string)),
  };
}

/**
 * A records server's token check when it runs apart from the platform (`npm run records`): a bearer token is
 * trusted once the platform confirms it (`GET /rest/v2/people/me` with that token answers a person), for
 * `trustSeconds`; the person's tenant, name and permissions come from that answer. A token the platform refuses is
 * 401; a platform that does not answer (or answers something else) is 503, and nothing is trusted on that account.
 */
export function platformTrust(options: PlatformTrustOptions) {
  const platform = options.platformUrl.replace(/\/+$/, '');
  const fetchOf = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const trusted = new Map<string, { verified: Verified; until: number }>();
  let asked = 0;

  async function ask(token: string): Promise<Verified> {
    asked += 1;
    let answer: Response;
    try {
      answer = await fetchOf(`${platform}/rest/v2/people/me`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch {
      return { ok: false, status: 503, message: 'The platform did not answer; try again' };
    }
    if (answer.status === 401 || answer.status === 403) {
      await answer.body?.cancel();
      return { ok: false, status: 401, message: 'The platform does not confirm this token; sign in again' };
    }
    const identity = answer.ok ? identityOf(await answer.json().catch(() => null)) : null;
    if (!answer.ok) await answer.body?.cancel();
    if (!identity)
      return {
        ok: false,
        status: 503,
        message: 'The platform answered something other than a person; try again',
      };
    return { ok: true, identity };
  }

  return {
    async verify(req: Request): Promise<Verified> {
      const token = bearerOf(req);
      if (!token) return { ok: false, status: 401, message: 'No bearer token; sign in' };
      const held = trusted.get(token);
      if (held && held.until > now()) return held.verified;
      trusted.delete(token);
      const verified = await ask(token);
      if (verified.ok) {
        if (trusted.size >= maxTokens) trusted.delete(trusted.keys().next().value as string);
        trusted.set(token, { verified, until: now() + options.trustSeconds * 1000 });
      }
      return verified;
    },
    /** How many times the platform was asked (tests, and the server's log). */
    asked: () => asked,
  };
}
