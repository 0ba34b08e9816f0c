import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seedUsers';
import {
  FINGERPRINT,
  call,
  claimsOf,
  mockServers,
  signIn,
  signInAnswer,
  type ErrorBody,
  testClock,
  type OkBody,
} from './test/harness';

const { start } = mockServers();
const login = '/rest/v2/auth/login';

describe('sign-in', () => {
  it('answers every demo account as the brief says', async () => {
    const { url } = await start();
    for (const account of DEMO_ACCOUNTS) {
      const answer = await signInAnswer(url, account.username);
      expect(answer.status).toBe(200);
      expect(answer.body.isCaptchaRequired).toBe(account.username === 'captcha');
      expect(answer.body.mustChangePassword).toBe(account.username === 'expired');
      if (account.signInState === 'active') {
        const claims = claimsOf(answer.body.accessToken ?? '');
        expect(claims).toMatchObject({ sub: `u-${account.username}`, tenant: account.tenantId });
        expect(claims.exp - claims.iat).toBeGreaterThanOrEqual(900);
        expect(claims.fp).not.toContain(FINGERPRINT);
      } else {
        expect(answer.body.accessToken).toBeNull();
      }
    }
  });

  it('answers wrong credentials with 401 code 10001, never a session code', async () => {
    const { url } = await start();
    for (const [username, password] of [
      ['admin', 'wrong'],
      ['nobody', 'demo'],
      ['expired', 'wrong'],
    ]) {
      const answer = await signInAnswer(url, username, password);
      expect(answer.status).toBe(401);
      expect((answer.body as unknown as ErrorBody).error).toEqual({
        code: 10001,
        message: 'Invalid user name or password',
      });
    }
  });

  it('answers missing fields and wrong types with 400', async () => {
    const { url } = await start();
    const bodies = [
      {},
      { username: 'admin', password: 'demo' },
      { username: 'admin', password: 42, fingerprint: 'x' },
      { username: ['admin'], password: 'demo', fingerprint: 'x' },
      { username: 'admin', password: 'demo', fingerprint: '' },
      [1, 2],
    ];
    for (const body of bodies) {
      const answer = await call<ErrorBody>(url, login, { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error.code).toBe(10400);
      expect(answer.body.error.message.length).toBeGreaterThan(5);
    }
  });
});

describe('session', () => {
  it('needs a token on DC calls: missing, garbled or forged tokens get 401 code 10006', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const bad of [null, 'garbage', forged]) {
      const answer = await call<ErrorBody>(url, '/auth/init', { token: bad });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe(10006);
    }
    const other = await start();
    const foreign = await signIn(other.url, 'admin');
    expect((await call<ErrorBody>(url, '/auth/init', { token: foreign })).body.error.code).toBe(10006);
    expect((await call(url, '/auth/init', { token })).status).toBe(200);
  });

  it('answers the user of the token on users/me and people/me', async () => {
    const { url } = await start();
    const token = await signIn(url, 'contributor');
    for (const path of ['/rest/v2/auth/users/me', '/rest/v2/people/me']) {
      const answer = await call<Record<string, unknown>>(url, path, { token });
      expect(answer.status).toBe(200);
      // people/me adds the person's sign-in name and profile (dcLogin.test.ts).
      expect(answer.body).toMatchObject({
        id: 'u-contributor',
        name: 'Sam Patel',
        languageCode: null,
        organization: { id: 'acme', name: 'Acme Corporation', isAdmin: false, fmisProvider: 'Planon' },
        rolesValues: ['contentcontributor'],
        permissionsValues: ['content.edit'],
      });
    }
    expect((await call<ErrorBody>(url, '/rest/v2/people/me')).body.error.code).toBe(10006);
  });

  it('revokes the session on sign-out, for every token of it', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const renewed = await call<{ accessToken: string }>(url, '/rest/auth/renew?app=dc', {
      method: 'POST',
      token,
      body: { fingerprint: FINGERPRINT },
    });
    const other = await signIn(url, 'admin');
    expect((await call(url, '/rest/v2/auth/logout', { method: 'POST', token })).status).toBe(200);
    for (const gone of [token, renewed.body.accessToken]) {
      const answer = await call<ErrorBody>(url, '/device/all', { token: gone });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe(10006);
    }
    expect((await call(url, '/device/all', { token: other })).status).toBe(200);
    expect((await call(url, '/rest/v2/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(url, '/rest/v2/auth/logout', { method: 'POST', token: 'garbage' })).status).toBe(401);
  });

  it('expires a token after its lifetime with 401 code 10005', async () => {
    const clock = testClock();
    const { url } = await start({ tokenTtlSeconds: 1, now: clock.now });
    const token = await signIn(url, 'admin');
    expect((await call(url, '/auth/init', { token })).status).toBe(200);
    clock.setSeconds(claimsOf(token).exp - 0.01);
    expect((await call(url, '/auth/init', { token })).status).toBe(200);
    clock.setSeconds(claimsOf(token).exp);
    const answer = await call<ErrorBody>(url, '/auth/init', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe(10005);
    const renew = await call<ErrorBody>(url, '/rest/auth/renew?app=dc', {
      method: 'POST',
      token,
      body: { fingerprint: FINGERPRINT },
    });
    expect(renew.body.error.code).toBe(10005);
  });
});

describe('renewal', () => {
  const renew = (url: string, token: string, fingerprint: unknown = FINGERPRINT) =>
    call<{ accessToken: string } & Partial<ErrorBody>>(url, '/rest/auth/renew?app=dc', {
      method: 'POST',
      token,
      body: { fingerprint },
    });

  it('gives a new token of the same session for the same fingerprint only', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await renew(url, token);
    expect(answer.status).toBe(200);
    const [before, after] = [claimsOf(token), claimsOf(answer.body.accessToken)];
    expect(after).toMatchObject({ sub: before.sub, sid: before.sid, ses: before.ses, fp: before.fp });
    const init = await call<OkBody<{ userId: string }>>(url, '/auth/init', {
      token: answer.body.accessToken,
    });
    expect(init.body.result.userId).toBe('u-admin');
    const stolen = await renew(url, token, 'another-browser');
    expect(stolen.status).toBe(401);
    expect(stolen.body.error?.code).toBe(10006);
    expect((await renew(url, token, 17)).status).toBe(400);
  });

  it('never extends a session past its maximum', async () => {
    const clock = testClock();
    const { url } = await start({ tokenTtlSeconds: 3, sessionMaxSeconds: 4, now: clock.now });
    const token = await signIn(url, 'admin');
    const { ses } = claimsOf(token);
    clock.setSeconds(ses + 1.5);
    const answer = await renew(url, token);
    expect(answer.status).toBe(200);
    // A full lifetime from now would end at ses + 5; the session maximum ends it at ses + 4.
    expect(claimsOf(answer.body.accessToken).exp).toBe(ses + 4);
    clock.setSeconds(ses + 4);
    const late = await renew(url, answer.body.accessToken);
    expect(late.status).toBe(401);
    expect(late.body.error?.code).toBe(10005);
  });
});
