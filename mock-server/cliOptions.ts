import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MockServerOptions } from './app';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULTS } from './constants';

/** Where `npm run mock` keeps its data unless MOCK_DB says otherwise (git-ignored). */
export const DEFAULT_DB_FILE = join(dirname(fileURLToPath(import.meta.url)), 'data', 'db.json');
const DEFAULT_MOCK_PORT = 3001;
const MAX_DEVICES = 100_000;

export type CommandLineOptions = Required<
  Pick<
    MockServerOptions,
    | 'port'
    | 'host'
    | 'dbFile'
    | 'reset'
    | 'devices'
    | 'tokenTtlSeconds'
    | 'sessionMaxSeconds'
    | 'allowedOrigins'
    | 'downloadAllow'
  >
> &
  Pick<MockServerOptions, 'deviceControlUrl'>;

const USAGE = [
  'Usage: tsx mock-server/index.ts [--reset]',
  '  --reset            start again from the seed data',
  'Environment: MOCK_PORT (3001), MOCK_DB (mock-server/data/db.json), MOCK_DEVICES (40),',
  '  MOCK_TOKEN_TTL (900 s), MOCK_SESSION_MAX (28800 s), MOCK_ORIGINS (extra console origins, comma separated),',
  "  MOCK_DC_URL (the device-control origin /auth/dcSettings names; the mock's own URL),",
  '  MOCK_DOWNLOAD_ALLOW (self: URL prefixes the download proxy may fetch at non-public addresses, comma',
  "  separated; self is the mock's own /samples/, empty allows none)",
  'Players: MOCK_PLAYERS (12), DEVICE_PORT (8080), MOCK_FAULTS (fault file), MOCK_PLAYER_LATENCY (ms),',
  '  MOCK_PLAYER_REBOOT_MS (3000), MOCK_FLEET_DATA (mock-server/data/players)',
].join('\n');

function integer(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

const urlOrNull = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** Throws unless `origin` is an http(s) origin (scheme, host and port, nothing else). */
export function checkOrigin(variable: string, origin: string): string {
  const parsed = urlOrNull(origin);
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
    throw new Error(`${variable} holds "${origin}", which is not an origin such as http://localhost:5173`);
  }
  return origin;
}

function origins(text: string | undefined): string[] {
  const extra = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((origin) => checkOrigin('MOCK_ORIGINS', origin));
  return [...new Set([...DEFAULT_ALLOWED_ORIGINS, ...extra])];
}

/** The download proxy's allow-list: `self` or http(s) URL prefixes; unset means `self`, empty means none. */
function downloadAllow(text: string | undefined): string[] {
  if (text === undefined) return ['self'];
  const entries = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const entry of entries) {
    const parsed = urlOrNull(entry);
    if (entry !== 'self' && (!parsed || !/^https?:$/.test(parsed.protocol))) {
      throw new Error(
        `MOCK_DOWNLOAD_ALLOW holds "${entry}", which is neither self nor an http(s) URL prefix`,
      );
    }
  }
  return entries;
}

/** The command line's server options from the environment and arguments; throws with a clear message. */
export function optionsFromEnv(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): CommandLineOptions {
  const unknown = argv.filter((argument) => argument !== '--reset');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')}\n${USAGE}`);
  return {
    port: integer(env, 'MOCK_PORT', DEFAULT_MOCK_PORT, 0, 65_535),
    host: DEFAULTS.host,
    dbFile: env.MOCK_DB?.trim() || DEFAULT_DB_FILE,
    reset: argv.includes('--reset'),
    devices: integer(env, 'MOCK_DEVICES', DEFAULTS.devices, 0, MAX_DEVICES),
    tokenTtlSeconds: integer(env, 'MOCK_TOKEN_TTL', DEFAULTS.tokenTtlSeconds, 1, 7 * 24 * 3600),
    sessionMaxSeconds: integer(env, 'MOCK_SESSION_MAX', DEFAULTS.sessionMaxSeconds, 1, 30 * 24 * 3600),
    allowedOrigins: origins(env.MOCK_ORIGINS),
    deviceControlUrl: env.MOCK_DC_URL?.trim()
      ? checkOrigin('MOCK_DC_URL', env.MOCK_DC_URL.trim())
      : undefined,
    downloadAllow: downloadAllow(env.MOCK_DOWNLOAD_ALLOW),
  };
}
