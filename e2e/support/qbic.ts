import { derivedPassword } from '../../src/players/derivedPassword';

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

/** The serial number of the simulated player at `playerIps[index]`. */
export const serialAt = (index: number) => `QB${String(index + 1).padStart(8, '0')}`;

const ipValue = (ip: string) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/**
 * Makes sure the tenant's ranges cover the given addresses: one single-address range named `name` for each
 * address no range covers yet (so none overlaps). Returns the ranges it added, for the caller to delete.
 */
export async function coverAddresses(mockUrl: string, token: string, ips: readonly string[], name: string) {
  const ranges = await dc<Range[]>(mockUrl, token, '/tenant/ranges');
  const covered = (ip: string) =>
    ranges.some((range) => ipValue(range.firstIp) <= ipValue(ip) && ipValue(ip) <= ipValue(range.lastIp));
  const added: Range[] = [];
  for (const ip of ips.filter((candidate) => !covered(candidate))) {
    const range = await dc<Range | null>(mockUrl, token, '/tenant/ranges', 'POST', {
      name,
      firstIp: ip,
      lastIp: ip,
    });
    if (!range) throw new Error(`the range over ${ip} was refused`);
    added.push(range);
  }
  return added;
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

/** What a journey checks on a player. */
export interface PlayerView {
  appVersion: string;
  firmwareVersion: string;
  playerName: string;
  playGroup: string;
  volume: number;
}

/** What a player holds now (it must hold the factory password). */
export async function readPlayer(base: string): Promise<PlayerView> {
  const token = await playerToken(base, [FACTORY_PASSWORD]);
  if (!token) throw new Error(`${base} does not hold the factory password`);
  const read = async (path: string) => {
    const answer = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`${base} answered ${answer.status} to ${path}`);
    return ((await answer.json()) as { results: Record<string, unknown> }).results;
  };
  const [info, settings, volume] = await Promise.all([
    read('/v1/info'),
    read('/v1/settings'),
    read('/v1/audio/volume'),
  ]);
  return {
    appVersion: String(info.app_version),
    firmwareVersion: String(info.firmware_version),
    playerName: String(settings.player_name),
    playGroup: String(settings.play_group),
    volume: Number(volume.stream_music),
  };
}

/** Writes settings and volumes on a player the way someone at the player would (it must hold the factory password). */
export async function writePlayer(
  base: string,
  change: { settings?: Record<string, string>; volume?: Record<string, number> },
): Promise<void> {
  const token = await playerToken(base, [FACTORY_PASSWORD]);
  if (!token) throw new Error(`${base} does not hold the factory password`);
  const post = async (path: string, value: string | number) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });
    if (answer.status !== 200) throw new Error(`${base} answered ${answer.status} to ${path}`);
  };
  for (const [key, value] of Object.entries(change.settings ?? {})) await post(`/v1/settings/${key}`, value);
  for (const [stream, value] of Object.entries(change.volume ?? {}))
    await post(`/v1/audio/volume/${stream}`, value);
}
