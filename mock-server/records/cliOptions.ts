import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkOrigin } from '../cliOptions';
import { DEFAULT_ALLOWED_ORIGINS } from '../constants';
import type { RecordsServerOptions } from './server';

export type RecordsCommandOptions = Pick<
  RecordsServerOptions,
  'dataFile' | 'platformUrl' | 'port' | 'host' | 'allowedOrigins' | 'trustSeconds'
>;

/** Where `npm run records` keeps its data unless told (git-ignored, beside the mock's). */
export const DEFAULT_RECORDS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'data',
  'records.json',
);
const DEFAULT_RECORDS_PORT = 3002;
const DEFAULT_TRUST_SECONDS = 30;
/** A token is never trusted for longer than this without asking the platform again. */
const MAX_TRUST_SECONDS = 300;

export const RECORDS_USAGE = [
  'Usage: npm run records -- [--port 3002] [--host 127.0.0.1] [--data mock-server/data/records.json]',
  '  [--platform http://127.0.0.1:3001] [--origin <console origin> ...] [--trust-seconds 30]',
  '  --platform       the platform whose tokens are trusted (GET /rest/v2/people/me confirms each)',
  "  --origin         a console origin allowed to call (repeat; default the dev server's and preview's)",
  `  --trust-seconds  how long a confirmed token is trusted before the platform is asked again (0-${MAX_TRUST_SECONDS})`,
].join('\n');

function whole(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max)
    throw new Error(`--${name} must be a whole number from 0 to ${max}, not "${text}"`);
  return value;
}

function platformOf(text: string): string {
  let url: URL | null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`--platform must be an http(s) address, not "${text}"`);
  return text.replace(/\/+$/, '');
}

/** The options of `npm run records` from its command line; a wrong value throws with what is expected. */
export function recordsOptionsFrom(argv: readonly string[]): RecordsCommandOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      platform: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'trust-seconds': { type: 'string' },
    },
  });
  return {
    port: whole('port', values.port, DEFAULT_RECORDS_PORT, 65_535),
    host: values.host ?? '127.0.0.1',
    dataFile: values.data ?? DEFAULT_RECORDS_FILE,
    platformUrl: platformOf(values.platform ?? 'http://127.0.0.1:3001'),
    allowedOrigins:
      values.origin?.map((origin) => checkOrigin('--origin', origin)) ?? DEFAULT_ALLOWED_ORIGINS,
    trustSeconds: whole('trust-seconds', values['trust-seconds'], DEFAULT_TRUST_SECONDS, MAX_TRUST_SECONDS),
  };
}
