import { describe, expect, it } from 'vitest';
import { call, mockServers, signInAnswer, type ErrorBody } from '../../test/harness';

const { start } = mockServers();
const CONSOLE = 'http://console.test';
const BACK = `${CONSOLE}/login?app=dc&returnUrl=%2Fkiosk`;

const startWithConsole = () => start({ allowedOrigins: [CONSOLE] });

/** Posts a hosted form without following the redirect. */
const post = (url: string, path: string, fields: Record<string, string>) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

const codeOf = (location: string | null): string =>
  new URL(location ?? 'http://x').searchParams.get('code') ?? '';

const exchange = (url: string, code: string) =>
  call<{ accessToken: string } & Partial<ErrorBody>>(url, '/rest/v2/auth/code', {
    method: 'POST',
    body: { code, fingerprint: 'browser-1' },
  });

describe('central login (simulated)', () => {
  it('serves a sign-in page only for a return URL on a console origin', async () => {
    const { url } = await startWithConsole();
    const good = await fetch(`${url}/login?app=dc&returnUrl=${encodeURIComponent(BACK)}`);
    expect(good.status).toBe(200);
    expect(good.headers.get('content-security-policy')).toContain(`form-action 'self' ${CONSOLE}`);
    expect(good.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await good.text();
    expect(html).toContain('name="username"');
    expect(html).toContain(`value="${BACK.replace(/&/g, '&amp;')}"`);
    const evil = await fetch(`${url}/login?returnUrl=${encodeURIComponent('https://evil.example/')}`);
    expect(evil.status).toBe(400);
    expect((await fetch(`${url}/no-sso`)).status).toBe(400);
  });

  it('sends an account back with a one-time code that yields a token exactly once', async () => {
    const { url } = await startWithConsole();
    const answer = await post(url, '/login', { username: 'admin', password: 'demo', returnUrl: BACK });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith(`${BACK}&code=`)).toBe(true);
    const first = await exchange(url, codeOf(location));
    expect(first.status).toBe(200);
    expect((await call(url, '/auth/init', { token: first.body.accessToken })).status).toBe(200);
    const again = await exchange(url, codeOf(location));
    expect(again.status).toBe(401);
    expect(again.body.error?.code).toBe(10006);
  });

  it('asks the captcha account to confirm the captcha before sending it back', async () => {
    const { url } = await startWithConsole();
    const first = await post(url, '/login', { username: 'captcha', password: 'demo', returnUrl: BACK });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('name="captcha"');
    const done = await post(url, '/login', {
      username: 'captcha',
      password: 'demo',
      captcha: 'on',
      returnUrl: BACK,
    });
    expect(done.status).toBe(303);
  });

  it('asks the expired account for a new password, checks it, and leaves the demo account as it was', async () => {
    const { url } = await startWithConsole();
    const fields = { username: 'expired', password: 'demo', returnUrl: BACK };
    expect(await (await post(url, '/login', fields)).text()).toContain('name="newPassword"');
    const short = await post(url, '/login', { ...fields, newPassword: 'short', confirmPassword: 'short' });
    expect(await short.text()).toContain('at least 8 characters');
    const differ = await post(url, '/login', {
      ...fields,
      newPassword: 'longenough1',
      confirmPassword: 'longenough2',
    });
    expect(await differ.text()).toContain('differ');
    const done = await post(url, '/login', {
      ...fields,
      newPassword: 'longenough1',
      confirmPassword: 'longenough1',
    });
    expect(done.status).toBe(303);
    expect((await signInAnswer(url, 'expired')).body.mustChangePassword).toBe(true);
  });

  it('refuses wrong credentials, and escapes what it shows back', async () => {
    const { url } = await startWithConsole();
    const answer = await post(url, '/login', {
      username: '<script>x</script>',
      password: 'nope',
      returnUrl: BACK,
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Wrong user name or password');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('single sign-on (simulated identity provider)', () => {
  it('exists for globex only and signs in its own users only', async () => {
    const { url } = await startWithConsole();
    const settings = await call<{ loginUrl: string }>(url, '/rest/v2/auth/ssosettings/globex');
    const path = new URL(settings.body.loginUrl).pathname;
    expect((await fetch(`${url}${path}?returnUrl=${encodeURIComponent(BACK)}`)).status).toBe(200);
    expect((await fetch(`${url}/rest/v2/auth/sso/acme?returnUrl=${encodeURIComponent(BACK)}`)).status).toBe(
      404,
    );
    const stranger = await post(url, path, { username: 'admin', password: 'demo', returnUrl: BACK });
    expect(stranger.status).toBe(401);
    const own = await post(url, path, { username: 'globex-admin', password: 'demo', returnUrl: BACK });
    expect(own.status).toBe(303);
    const token = (await exchange(url, codeOf(own.headers.get('location')))).body.accessToken;
    const init = await call<{ result: { tenantId: string } }>(url, '/auth/init', { token });
    expect(init.body.result.tenantId).toBe('globex');
  });
});

describe('one sign-in throttle', () => {
  it('asks the single sign-on form for the captcha before the password once JSON sign-ins failed', async () => {
    const { url } = await startWithConsole();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signInAnswer(url, 'globex-admin', 'wrong')).status).toBe(401);
    expect((await signInAnswer(url, 'globex-admin')).body.isCaptchaRequired).toBe(true);
    const path = '/rest/v2/auth/sso/globex';
    // Every wrong password, then the right one: none is judged without the captcha, whatever the spelling.
    for (const username of ['globex-admin', ' GLOBEX-ADMIN ', 'globex\u200B-admin', '\uFF47lobex-admin']) {
      const answer = await post(url, path, { username, password: 'demo', returnUrl: BACK });
      expect(answer.status, username).toBe(401);
      expect(await answer.text()).toContain('Please confirm the captcha');
    }
    const passed = await post(url, path, {
      username: 'globex-admin',
      password: 'demo',
      captcha: 'on',
      returnUrl: BACK,
    });
    expect(passed.status).toBe(303);
    expect((await signInAnswer(url, 'globex-admin')).body.accessToken).toEqual(expect.any(String));
  });

  it('counts wrong single sign-on passwords toward the captcha of the JSON sign-in', async () => {
    const { url } = await startWithConsole();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await post(url, '/rest/v2/auth/sso/globex', {
        username: 'globex-admin',
        password: `guess ${attempt}`,
        returnUrl: BACK,
      });
      expect(answer.status).toBe(401);
    }
    expect((await signInAnswer(url, 'Globex-Admin')).body).toMatchObject({
      isCaptchaRequired: true,
      accessToken: null,
    });
  });
});

describe('apps', () => {
  it('serves the Go and Studio pages the apps panel links to', async () => {
    const { url } = await startWithConsole();
    for (const path of ['/go/', '/studio/']) expect((await fetch(`${url}${path}`)).status).toBe(200);
  });
});
