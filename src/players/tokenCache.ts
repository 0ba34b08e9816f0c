import { DEVICE_TOKEN_TTL_MS } from '../config';

/** Player tokens kept in memory for their life, keyed by ip + serial number. Never stored anywhere. */
export interface TokenCache {
  get(ip: string, serial: string): string | undefined;
  /** Keeps a token for `ttlMs` (capped by the cache's own lifetime). */
  set(ip: string, serial: string, token: string, ttlMs?: number): void;
  delete(ip: string, serial: string): void;
  clear(): void;
}

export interface TokenCacheOptions {
  ttlMs?: number;
  now?: () => number;
}

export function createTokenCache(options: TokenCacheOptions = {}): TokenCache {
  const lifetime = options.ttlMs ?? DEVICE_TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { token: string; expiresAt: number }>();
  const key = (ip: string, serial: string) => `${ip}|${serial.toLowerCase()}`;
  return {
    get(ip, serial) {
      const entry = entries.get(key(ip, serial));
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.token;
      entries.delete(key(ip, serial));
      return undefined;
    },
    set(ip, serial, token, ttlMs) {
      entries.set(key(ip, serial), { token, expiresAt: now() + Math.min(ttlMs ?? lifetime, lifetime) });
    },
    delete: (ip, serial) => void entries.delete(key(ip, serial)),
    clear: () => entries.clear(),
  };
}
