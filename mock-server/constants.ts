/** Fixed values of the mock platform, named once. Environment-driven defaults live in cliOptions.ts; what the
 * mock shares with the console (error codes, permissions, languages, display types) lives in src/contract. */

/** Console origins allowed by CORS (dev server and preview, both host spellings). */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 0,
  devices: 40,
  tokenTtlSeconds: 900,
  sessionMaxSeconds: 8 * 3600,
  bodyLimitBytes: 1024 * 1024,
} as const;

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo';

/** How long one fetch of the content download proxy may take, redirects included. */
export const DOWNLOAD_TIMEOUT_MS = 10_000;
/** How many redirects the content download proxy follows (each checked like the first address). */
export const DOWNLOAD_REDIRECTS_MAX = 5;
