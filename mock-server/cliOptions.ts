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
  >
>;

const USAGE = [
  'Usage: tsx mock-server/index.ts [--reset]',
  '  --reset            start again from the seed data',
  'Environment: MOCK_PORT (3001), MOCK_DB (mock-server/data/db.json), MOCK_DEVICES (40),',
  '  MOCK_TOKEN_TTL (900 s), MOCK_SESSION_MAX (28800 s), MOCK_ORIGINS (extra console origins, comma separated)',
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

function origins(text: string | undefined): string[] {
  const extra = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const origin of extra) {
    const parsed = urlOrNull(origin);
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(`MOCK_ORIGINS holds "${origin}", which is not an origin such as http://localhost:5173`);
    }
  }
  return [...new Set([...DEFAULT_ALLOWED_ORIGINS, ...extra])];
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
  };
}
