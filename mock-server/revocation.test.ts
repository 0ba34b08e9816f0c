import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, claimsOf, mockServers, signIn, testClock } from './test/harness';

const { dir, start } = mockServers();

const logout = (url: string, token: string) => call(url, '/rest/v2/auth/logout', { method: 'POST', token });
const me = (url: string, token: string) => call(url, '/rest/v2/people/me', { token });

describe('a revoked token', () => {
  it('stays refused until its own expiry after a restart with a shorter session limit', async () => {
    const dbFile = join(await dir(), 'db.json');
    const first = await start({ dbFile });
    const tokenA = await signIn(first.url, 'admin');
    const tokenB = await signIn(first.url, 'admin');
    await first.close();

    const clock = testClock();
    const second = await start({ dbFile, sessionMaxSeconds: 1, now: clock.now });
    // Past the new session limit, though well before the tokens' own expiry.
    clock.setSeconds(claimsOf(tokenB).ses + 2);
    expect((await me(second.url, tokenA)).status).toBe(200);
    expect((await logout(second.url, tokenA)).status).toBe(200);
    expect((await me(second.url, tokenA)).status).toBe(401);
    // The next sign-out prunes old entries: A's must stay, as A has not expired.
    expect((await logout(second.url, tokenB)).status).toBe(200);
    expect((await me(second.url, tokenA)).status).toBe(401);
    expect((await me(second.url, tokenB)).status).toBe(401);
    const kept = second.store.data.revokedSessions.find((entry) => entry.sid === claimsOf(tokenA).sid);
    expect(kept?.until).toBeGreaterThanOrEqual(claimsOf(tokenA).exp);
  });
});
