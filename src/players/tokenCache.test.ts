import { describe, expect, it } from 'vitest';
import { createTokenCache } from './tokenCache';

describe('token cache', () => {
  it('keeps a token per ip and serial (any case) until it expires', () => {
    let now = 1_000;
    const cache = createTokenCache({ ttlMs: 60_000, now: () => now });
    cache.set('10.0.0.1', 'QB1', 'a');
    expect(cache.get('10.0.0.1', 'qb1')).toBe('a');
    expect(cache.get('10.0.0.2', 'QB1')).toBeUndefined();
    expect(cache.get('10.0.0.1', 'QB2')).toBeUndefined();
    now += 60_001;
    expect(cache.get('10.0.0.1', 'QB1')).toBeUndefined();
  });

  it('honours a shorter life the player gives, never a longer one, and forgets on delete and clear', () => {
    let now = 0;
    const cache = createTokenCache({ ttlMs: 10_000, now: () => now });
    cache.set('10.0.0.1', 'QB1', 'short', 2_000);
    cache.set('10.0.0.2', 'QB2', 'long', 3_600_000);
    now = 2_500;
    expect(cache.get('10.0.0.1', 'QB1')).toBeUndefined();
    expect(cache.get('10.0.0.2', 'QB2')).toBe('long');
    now = 10_500;
    expect(cache.get('10.0.0.2', 'QB2')).toBeUndefined();
    cache.set('10.0.0.3', 'QB3', 'c');
    cache.delete('10.0.0.3', 'qb3');
    expect(cache.get('10.0.0.3', 'QB3')).toBeUndefined();
    cache.set('10.0.0.4', 'QB4', 'd');
    cache.clear();
    expect(cache.get('10.0.0.4', 'QB4')).toBeUndefined();
  });
});
