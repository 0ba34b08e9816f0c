import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { CONTENT_FILE_MAX_BYTES } from '../src/domain/content/contentModel';
import { createAuth } from './auth';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULTS, DOWNLOAD_REDIRECTS_MAX, DOWNLOAD_TIMEOUT_MS } from './constants';
import { corsFor } from './cors';
import { openStore, type Store } from './db/store';
import { durableAnswers } from './durableAnswers';
import { mockRecordsRoutes, RECORDS_BASE } from './records/mount';
import { errorHandler, unknownRoute } from './errors';
import { baseUrlOf, listen } from './listen';
import { silentLogger, type MockLogger } from './logger';
import { createSignInGuard } from './signInGuard';
import type { AppContext } from './routes/context';
import { prepareStoredFiles } from './startFiles';
import { contentRoutes } from './routes/content';
import { dcAuthRoutes } from './routes/dcAuth';
import type { ReadLimits } from './bulk/readSpreadsheet';
import { bulkConfigurationRoutes } from './routes/bulkConfiguration';
import { deviceActionRoutes } from './routes/deviceActions';
import { deviceConfigurationRoutes } from './routes/deviceConfiguration';
import { deviceRoutes } from './routes/devices';
import { hostedPageRoutes } from './routes/hosted';
import { looksRoutes } from './routes/looks';
import { peopleRoutes } from './routes/people';
import { platformRoutes } from './routes/platform';
import { tenantRangeRoutes } from './routes/tenantRanges';
import { tenantSettingsRoutes } from './routes/tenantSettings';
import { tenantLookupRoutes } from './routes/tenantLookups';
import { workplaceConfigRoutes } from './routes/workplaceConfig';
import { seedActivity } from './records/activitySeed';
import { workplaceLogoRoutes } from './routes/workplaceLogos';
import { workplaceSettingsRoutes } from './routes/workplaceSettings';

export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Data file; without one the server keeps its data in a temporary folder removed on close. */
  dbFile?: string;
  /** Start again from the seed, whatever the file holds. */
  reset?: boolean;
  /** Devices of tenant acme in a new seed. */
  devices?: number;
  /** Activity log entries of tenant acme in a new seed (default none): the benchmarks' 100,000. */
  activity?: number;
  tokenTtlSeconds?: number;
  sessionMaxSeconds?: number;
  /** The device-control backend's origin that /auth/dcSettings answers (default this server's own URL). */
  deviceControlUrl?: string;
  /** Origins CORS reflects; replaces the default list. */
  allowedOrigins?: readonly string[];
  /** Signing key; without one the key stored in the data file is used. */
  jwtSecret?: string;
  /** Largest JSON body in bytes. */
  bodyLimit?: number;
  logger?: MockLogger;
  /** How long a display takes to answer a screenshot request (default 1.5 s). */
  screenshotDelayMs?: number;
  /** The sessions' clock in epoch milliseconds (default the wall clock), so a test can move time on. */
  now?: () => number;
  /**
   * URL prefixes the content download proxy fetches even at an address that is not public; `self` stands for
   * this server's own `/samples/` (the default, `['self']`). Every other address must be public.
   */
  downloadAllow?: readonly string[];
  /** How long one download through the proxy may take, redirects included (default 10 s). */
  downloadTimeoutMs?: number;
  /** Time limit and heap of the worker that reads bulk sheets (default BULK_LIMITS). */
  sheetReading?: ReadLimits;
}

export interface MockServer {
  url: string;
  port: number;
  store: Store;
  close(): Promise<void>;
}

/** The mock platform and device-control backend in one HTTP server. Every piece of state hangs off the result. */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const logger = options.logger ?? silentLogger;
  const host = options.host ?? DEFAULTS.host;
  const bodyLimit = options.bodyLimit ?? DEFAULTS.bodyLimitBytes;
  const temporaryDir = options.dbFile ? null : await mkdtemp(join(tmpdir(), 'dm-mock-'));
  const store = await openStore({
    file: options.dbFile ?? join(temporaryDir ?? '', 'db.json'),
    reset: options.reset,
    devices: options.devices ?? DEFAULTS.devices,
    logger,
  });
  if (store.seeded && options.activity) {
    store.data.recordActivity.push(
      ...seedActivity({ tenant: 'acme', count: options.activity, newestAt: Date.now() }),
    );
    store.changed('recordActivity');
  }
  // What a crash left (files no record names, cut-off uploads) goes before the first request; a reset takes all.
  await prepareStoredFiles(store, logger);
  let url = '';
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;
  const context: AppContext = {
    store,
    logger,
    publicUrl: () => url,
    deviceControlUrl: () => options.deviceControlUrl ?? url,
    allowedOrigins,
    now: options.now,
    signInGuard: createSignInGuard(),
    downloadPolicy: () => ({
      allow: (options.downloadAllow ?? ['self']).map((entry) =>
        entry === 'self' ? `${url}/samples/` : entry,
      ),
      timeoutMs: options.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS,
      maxBytes: CONTENT_FILE_MAX_BYTES,
      maxRedirects: DOWNLOAD_REDIRECTS_MAX,
    }),
    auth: createAuth({
      store,
      secret: options.jwtSecret ?? store.data.meta.jwtSecret,
      tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds,
      sessionMaxSeconds: options.sessionMaxSeconds ?? DEFAULTS.sessionMaxSeconds,
      now: options.now,
    }),
  };

  // A plain Express app (json-server's `create()` was exactly this; see docs/decisions.md).
  const app = express().set('json spaces', 2);
  app.disable('x-powered-by');
  app.use(corsFor(allowedOrigins));
  // An answer leaves only once the changes before it are on disk.
  app.use(durableAnswers(store, logger));
  // JSON bodies up to the mock's own limit.
  app.use(express.json({ limit: bodyLimit }));
  // One route module per domain; each checks the session and permissions it needs.
  const routeModules = [
    platformRoutes,
    hostedPageRoutes,
    dcAuthRoutes,
    peopleRoutes,
    deviceRoutes,
    looksRoutes,
    tenantRangeRoutes,
    tenantSettingsRoutes,
    (appContext: AppContext) =>
      deviceActionRoutes(appContext, { screenshotDelayMs: options.screenshotDelayMs }),
    (appContext: AppContext) => bulkConfigurationRoutes(appContext, options.sheetReading),
    deviceConfigurationRoutes,
    tenantLookupRoutes,
    contentRoutes,
    workplaceSettingsRoutes,
    workplaceConfigRoutes,
    workplaceLogoRoutes,
  ];
  for (const routes of routeModules) app.use(routes(context));
  // The console's records (issue 34): json-server's router behind the mock's own checks.
  app.use(RECORDS_BASE, ...mockRecordsRoutes(context));
  app.use(unknownRoute);
  app.use(errorHandler(bodyLimit, logger));

  const cleanUp = async (): Promise<void> => {
    await store.close();
    if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true });
  };
  let server: Server;
  try {
    server = await listen(app, options.port ?? DEFAULTS.port, host, 'The mock platform');
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  url = baseUrlOf(host, port);

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(cleanUp);
      return closing;
    },
  };
}
