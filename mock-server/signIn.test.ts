import { describe, expect, it } from 'vitest';
import { FORM_LIMIT_BYTES } from './routes/hosted';
import { mockServers, signInAnswer } from './test/harness';

const { start } = mockServers();
const CONSOLE = 'http://console.test';
const BACK = `${CONSOLE}/login?app=dc`;
const CAPTCHA_ANSWER = { isCaptchaRequired: true, mustChangePassword: false, accessToken: null };

const centralLogin = (url: string, fields: Record<string, string>) =>
  fetch(`${url}/login`, {
    method: 'POST',
    body: new URLSearchParams({ returnUrl: BACK, ...fields }),
    redirect: 'manual',
  });

/** Five wrong passwords for the name; the answers as status and body. */
const failFiveTimes = async (url: string, username: string) => {
  const answers = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { status, body } = await signInAnswer(url, username, `guess-${attempt}`);
    answers.push({ status, body });
  }
  return answers;
};

describe('sign-in as the platform does it', () => {
  it('asks for the captcha after five failures, whatever the password, and only for that user', async () => {
    const { url } = await start({ allowedOrigins: [CONSOLE] });
    await failFiveTimes(url, 'admin');
    for (const password of ['demo', 'still-wrong']) {
      const answer = await signInAnswer(url, 'admin', password);
      expect(answer).toMatchObject({ status: 200, body: CAPTCHA_ANSWER });
    }
    expect(typeof (await signInAnswer(url, 'contentadmin')).body.accessToken).toBe('string');
  });

  it('answers an unknown user exactly as a known one, before and after the captcha is required', async () => {
    const { url } = await start();
    const known = await failFiveTimes(url, 'admin');
    const unknown = await failFiveTimes(url, 'nobody-here');
    expect(unknown).toEqual(known);
    expect(known[0]).toMatchObject({ status: 401, body: { error: { code: 10001 } } });
    const afterKnown = await signInAnswer(url, 'admin', 'x');
    const afterUnknown = await signInAnswer(url, 'nobody-here', 'x');
    expect([afterUnknown.status, afterUnknown.body]).toEqual([afterKnown.status, afterKnown.body]);
    expect(afterUnknown.body).toEqual(CAPTCHA_ANSWER);
  });

  it('shows the captcha step of the captcha account whatever the password; a forced change needs the right one', async () => {
    const { url } = await start();
    expect((await signInAnswer(url, 'captcha', 'wrong')).body).toEqual(CAPTCHA_ANSWER);
    expect((await signInAnswer(url, 'captcha', 'demo')).body).toEqual(CAPTCHA_ANSWER);
    expect((await signInAnswer(url, 'expired', 'wrong')).status).toBe(401);
    expect((await signInAnswer(url, 'expired', 'demo')).body).toMatchObject({ mustChangePassword: true });
  });

  it('lifts the captcha once it is passed on the central login page, and not before', async () => {
    const { url } = await start({ allowedOrigins: [CONSOLE] });
    await failFiveTimes(url, 'admin');
    // The captcha is asked for first, even with the right password.
    const asked = await centralLogin(url, { username: 'admin', password: 'demo' });
    expect(asked.status).toBe(200);
    const askedPage = await asked.text();
    expect(askedPage).toContain('name="captcha"');
    expect(askedPage).toContain('Please confirm the captcha.');
    expect(askedPage).not.toContain('Wrong user name or password');
    const wrong = await centralLogin(url, { username: 'admin', password: 'nope', captcha: 'on' });
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('Wrong user name or password.');
    expect(wrongPage).toContain('name="captcha"');
    expect((await signInAnswer(url, 'admin')).body).toEqual(CAPTCHA_ANSWER);

    const passed = await centralLogin(url, { username: 'admin', password: 'demo', captcha: 'on' });
    expect(passed.status).toBe(303);
    expect(typeof (await signInAnswer(url, 'admin')).body.accessToken).toBe('string');
  });

  it('answers an over-long hosted form with its own page stating the 16 kB limit', async () => {
    const { url } = await start({ allowedOrigins: [CONSOLE] });
    for (const path of ['/login', '/no-sso', '/rest/v2/auth/sso/globex']) {
      const answer = await fetch(`${url}${path}`, {
        method: 'POST',
        body: new URLSearchParams({ returnUrl: BACK, username: 'a'.repeat(FORM_LIMIT_BYTES + 1) }),
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.get('content-type')).toContain('text/html');
      const page = await answer.text();
      expect(page).toContain('at most 16 kB');
      expect(page).not.toContain('1 MB');
    }
  });
});
