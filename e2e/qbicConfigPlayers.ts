/** Direct calls to the simulated players from the journeys: read what a player holds, lock it by hand. */

export const FACTORY_PASSWORD = '12345678';

export interface PlayerView {
  appVersion: string;
  playerName: string;
  volume: number;
}

const base = (ip: string, port: number) => `http://${ip}:${port}`;

export async function playerToken(ip: string, port: number, password = FACTORY_PASSWORD): Promise<string> {
  const response = await fetch(`${base(ip, port)}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password }),
  });
  if (response.status !== 200) throw new Error(`player ${ip} refused the password`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call(ip: string, port: number, token: string, path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${base(ip, port)}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`player ${ip} answered ${response.status} to ${path}`);
  return (await response.json()) as { results: Record<string, unknown> };
}

/** What a player holds now (it must open with the factory password). */
export async function readPlayer(ip: string, port: number): Promise<PlayerView> {
  const token = await playerToken(ip, port);
  const [info, settings, volume] = await Promise.all([
    call(ip, port, token, '/v1/info'),
    call(ip, port, token, '/v1/settings'),
    call(ip, port, token, '/v1/audio/volume'),
  ]);
  return {
    appVersion: String(info.results.app_version),
    playerName: String(settings.results.player_name),
    volume: Number(volume.results.stream_music),
  };
}

/** Sets a password the console does not know, as another owner would. */
export async function lockByOther(ip: string, port: number, password: string): Promise<void> {
  await call(ip, port, await playerToken(ip, port), '/v1/user/password', 'POST', { value: password });
}

/** Gives the player its factory password back. */
export async function unlockFrom(ip: string, port: number, password: string): Promise<void> {
  await call(ip, port, await playerToken(ip, port, password), '/v1/user/password', 'DELETE');
}
