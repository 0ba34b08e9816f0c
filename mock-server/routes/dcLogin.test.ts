import { describe, expect, it } from 'vitest';
import { call, mockServers, signIn, signInAnswer, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();
const CONSOLE = 'http://console.test:4173';
const BACK = `${CONSOLE}/login?app=dc&returnUrl=%2Fkiosk`;

type LoginResult = OkBody<{ url: string; isCaptchaRequired: boolean; mustChangePassword: boolean }>;

describe('device-control sign-in (POST /auth/login)', () => {
  const login = (url: string, body: unknown) =>
    call<LoginResult | ErrorBody>(url, '/auth/login', { method: 'POST', body });

  it('names the central login that brings the person back, and tells no account state', async () => {
    const { url } = await start({ allowedOrigins: [CONSOLE] });
    // Five wrong passwords make the captcha required for that name ("locked" until it is passed).
    for (let attempt = 0; attempt < 5; attempt += 1) await signInAnswer(url, 'viewer', 'wrong');
    expect((await signInAnswer(url, 'viewer', 'demo')).body.isCaptchaRequired).toBe(true);
    const answers = [];
    for (const username of ['admin', 'captcha', 'expired', 'viewer', 'nobody-by-that-name']) {
      const answer = await login(url, { username, returnUrl: BACK });
      expect(answer.status).toBe(200);
      const { result } = answer.body as LoginResult;
      // No password reaches this call, so no account state is told: the platform told it after judging one.
      expect({ username, isCaptchaRequired: false, mustChangePassword: false }).toEqual({
        username,
        isCaptchaRequired: result.isCaptchaRequired,
        mustChangePassword: result.mustChangePassword,
      });
      const central = new URL(result.url);
      expect(`${central.origin}${central.pathname}`).toBe(`${url}/login`);
      expect(central.searchParams.get('app')).toBe('dc');
      expect(central.searchParams.get('returnUrl')).toBe(BACK);
      answers.push(answer.body);
    }
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('refuses a return address of an unknown console, or a body without its fields, and stays up', async () => {
    const { url } = await start({ allowedOrigins: [CONSOLE] });
    for (const body of [
      { username: 'admin', returnUrl: 'https://evil.example/login' },
      { username: 'admin' },
      { returnUrl: BACK },
      'not json',
    ]) {
      const answer = await login(url, body);
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).error.code).toBe(10400);
    }
    expect((await login(url, { username: 'admin', returnUrl: BACK })).status).toBe(200);
  });

  it('answers the same to sign-ins at the same moment', async () => {
    const { url } = await start({ allowedOrigins: [CONSOLE] });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login(url, { username: 'captcha', returnUrl: BACK })),
    );
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
  });
});

describe('the person behind the session (GET /rest/v2/people/me)', () => {
  it('gives the sign-in name, the full name and the picture', async () => {
    const { url } = await start();
    type Person = { id: string; username: string; fullName: string; pictureThumbnail: string | null };
    const viewer = await call<Person>(url, '/rest/v2/people/me', { token: await signIn(url, 'viewer') });
    expect(viewer.body).toMatchObject({
      id: 'u-viewer',
      username: 'viewer',
      fullName: 'Robin Jansen',
      pictureThumbnail: null,
    });
    const admin = await call<Person>(url, '/rest/v2/people/me', { token: await signIn(url, 'admin') });
    expect(admin.body.username).toBe('admin');
    expect(admin.body.pictureThumbnail).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await call<ErrorBody>(url, '/rest/v2/people/me')).status).toBe(401);
  });
});
