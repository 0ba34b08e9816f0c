import { startFleet, type Fleet, type FleetOptions } from './fleet';
import type { PlayerHandle } from './player';

/** Helpers for tests that talk to simulated players over real HTTP. */

/** A fleet on a free port with a short reboot, so tests stay fast and never collide with a running fleet. */
export function startTestFleet(options: FleetOptions & { firstHost: string }): Promise<Fleet> {
  return startFleet({ count: 3, port: 0, rebootMs: 300, ...options });
}

export function playerUrl(player: PlayerHandle, path: string): string {
  return `${player.url}${path}`;
}

export async function tokenFor(player: PlayerHandle, password = '12345678'): Promise<string> {
  const response = await fetch(playerUrl(player, '/v1/oauth2/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password }),
  });
  const body = (await response.json()) as { access_token?: string; detail?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`token refused: ${body.detail ?? ''}`);
  return body.access_token;
}

/** A JSON call with a bearer token; answers the status and the parsed body. */
export async function callJson(
  player: PlayerHandle,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(playerUrl(player, path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Posts a multipart form with one file (and optional text fields). */
export async function postFile(
  player: PlayerHandle,
  token: string,
  path: string,
  file: { name: string; content: Uint8Array<ArrayBuffer> | string },
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(playerUrl(player, path), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Resolves once `check` holds, polling every 25 ms; rejects after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
