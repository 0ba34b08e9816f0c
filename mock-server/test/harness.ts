import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { createMockServer, type MockServer, type MockServerOptions } from '../app';
import type { TokenClaims } from '../jwt';

export const FINGERPRINT = 'browser-fingerprint-1';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  /** A value sent as JSON, or a string sent as it is (for malformed bodies). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call; the answer's body parsed as JSON (null when empty). */
export async function call<T>(url: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${url}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

export interface ErrorBody {
  success: false;
  result: null;
  error: { code: number; message: string };
}

export interface OkBody<T> {
  success: true;
  result: T;
  error: null;
}

export interface SignInAnswer {
  isCaptchaRequired: boolean;
  mustChangePassword: boolean;
  accessToken: string | null;
}

export const signInAnswer = (url: string, username: string, password = 'demo', fingerprint = FINGERPRINT) =>
  call<SignInAnswer>(url, '/rest/v2/auth/login', {
    method: 'POST',
    body: { username, password, fingerprint },
  });

/** Signs in and returns the access token (fails the test if there is none). */
export async function signIn(url: string, username: string, fingerprint = FINGERPRINT): Promise<string> {
  const answer = await signInAnswer(url, username, 'demo', fingerprint);
  expect(answer.status).toBe(200);
  expect(typeof answer.body.accessToken).toBe('string');
  return answer.body.accessToken as string;
}

export const claimsOf = (token: string): TokenClaims =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as TokenClaims;

/** A clock for the server's sessions (`now` option) that moves only when the test moves it. */
export function testClock(start = Date.now()) {
  let ms = start;
  return {
    now: () => ms,
    /** Moves the clock to a time in epoch seconds. */
    setSeconds(seconds: number) {
      ms = seconds * 1000;
    },
  };
}

/**
 * Mock servers for one test file: each in its own temporary folder on a free port, all closed after each test.
 * Call at the top of a test file.
 */
export function mockServers() {
  const servers: MockServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const dir = async (): Promise<string> => {
    const created = await mkdtemp(join(tmpdir(), 'dm-mock-test-'));
    dirs.push(created);
    return created;
  };
  return {
    dir,
    /** A server on port 0; without a dbFile, a fresh one in a new temporary folder. */
    start: async (options: MockServerOptions = {}): Promise<MockServer> => {
      const dbFile = options.dbFile ?? join(await dir(), 'db.json');
      const server = await createMockServer({ port: 0, ...options, dbFile });
      servers.push(server);
      return server;
    },
  };
}
