import { DEMO_PASSWORD } from './journey';

/**
 * Calls the mock as `admin` of acme, signed in with its own fingerprint (another browser: the colleague of a
 * journey, or set-up of records no other journey touches). Answers the envelope's result.
 */
export function adminApi(mockUrl: string, fingerprint: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const login = await fetch(`${mockUrl}/rest/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, fingerprint }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const answer = await fetch(`${mockUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await answer.json()) as { result: T }).result;
  };
}
