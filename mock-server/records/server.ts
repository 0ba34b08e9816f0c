import type { AddressInfo } from 'node:net';
import express from 'express';
import { corsFor } from '../cors';
import { openStore, type Store } from '../db/store';
import { durableAnswers } from '../durableAnswers';
import { baseUrlOf, listen } from '../listen';
import { silentLogger, type MockLogger } from '../logger';
import { refuse, recordsErrors } from './answers';
import { collectionsOf } from './collections';
import { recordsEngine } from './engine';
import { RECORDS_BASE } from './mount';
import { platformTrust } from './platformTrust';
import { RECORD_COLLECTIONS } from './storeCollections';
import { RECORD_ERRORS } from '../../src/contract/records';

export interface RecordsServerOptions {
  /** The data file (a journal grows beside it). */
  dataFile: string;
  /** The platform whose tokens are trusted. */
  platformUrl: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Origins of the consoles that call it (CORS). */
  allowedOrigins: readonly string[];
  /** How long a token the platform confirmed is trusted before it is asked again. */
  trustSeconds: number;
  /** Largest JSON body in bytes (above the largest record's limit). */
  bodyLimit?: number;
  logger?: MockLogger;
  /** How the platform is reached (tests count the calls). */
  fetch?: typeof fetch;
}

export interface RecordsServer {
  /** The records base address: what a console's `config.json` names as `recordsUrl`. */
  recordsUrl: string;
  store: Store;
  /** How many times the platform was asked to confirm a token. */
  platformAsked(): number;
  close(): Promise<void>;
}

/** Above the largest record (a sheet, 1 MiB), so the engine's own limit answers with the resource's figure. */
const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The console's records on a server of their own (`npm run records`): the engine the mock mounts at `/records`,
 * over a data file of its own with the mock's durability (an answer leaves once its write is on disk), trusting a
 * bearer token once the platform confirms it. Nothing else is served.
 */
export async function startRecordsServer(options: RecordsServerOptions): Promise<RecordsServer> {
  const logger = options.logger ?? silentLogger;
  const store = await openStore({ file: options.dataFile, devices: 0, empty: true, logger });
  const trust = platformTrust({
    platformUrl: options.platformUrl,
    trustSeconds: options.trustSeconds,
    fetch: options.fetch,
  });
  const app = express();
  app.disable('x-powered-by');
  app.use(corsFor(options.allowedOrigins));
  app.use(durableAnswers(store, logger));
  app.use(express.json({ limit: options.bodyLimit ?? BODY_LIMIT }));
  const engine = recordsEngine({
    collections: collectionsOf((resource) => store.data[RECORD_COLLECTIONS[resource]]),
    changed: (resource, ...ids) => store.changed(RECORD_COLLECTIONS[resource], ...ids),
    verify: (req) => trust.verify(req),
  });
  app.use(RECORDS_BASE, engine, recordsErrors(logger));
  app.use((req, res) => refuse(res, 404, RECORD_ERRORS.notFound, `Nothing is served at ${req.path}`));

  let server;
  try {
    server = await listen(app, options.port, options.host, 'The records server');
  } catch (error) {
    await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    recordsUrl: `${baseUrlOf(options.host, port)}${RECORDS_BASE}`,
    store,
    platformAsked: trust.asked,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => store.close());
      return closing;
    },
  };
}
