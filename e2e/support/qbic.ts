import { derivedPassword } from '../../src/devices/derivedPassword';

/** Helpers of the QBIC journeys: the mock's tenant calls and direct calls to the shared simulated players. */

const FACTORY_PASSWORD = '12345678';

export async function adminToken(mockUrl: string, username = 'admin'): Promise<string> {
  const answer = await fetch(`${mockUrl}/rest/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo', fingerprint: 'qbic-journey' }),
  });
  const body = (await answer.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`sign-in of ${username} failed`);
  return body.accessToken;
}

export interface Range {
  rangeId: string;
  name: string;
  firstIp: string;
  lastIp: string;
}

export async function dc<T>(mockUrl: string, token: string, path: string, method = 'GET', body?: unknown) {
  const answer = await fetch(`${mockUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await answer.json()) as { result: T }).result;
}

/** A player's token for the first of the passwords it accepts, or null. */
async function playerToken(base: string, passwords: string[]): Promise<string | null> {
  for (const password of passwords) {
    const answer = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'admin', password }),
    });
    if (answer.status === 200) return ((await answer.json()) as { access_token: string }).access_token;
  }
  return null;
}

/** Sets (or with null, resets) a player's password the way its owner would, whatever it holds now. */
export async function setPlayerPassword(
  base: string,
  serial: string,
  next: string | null,
  known: string[] = [],
): Promise<void> {
  const token = await playerToken(base, [FACTORY_PASSWORD, derivedPassword('acme', serial), ...known]);
  if (!token) throw new Error(`no known password opens ${base}`);
  await fetch(`${base}/v1/user/password`, {
    method: next === null ? 'DELETE' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(next === null ? {} : { value: next }),
  });
}

/** Whether the player holds the factory password. */
export const hasFactoryPassword = async (base: string) =>
  (await playerToken(base, [FACTORY_PASSWORD])) !== null;
