import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { groupCommit, removeLeftovers, writeFileDurably } from '../durable';
import { errorText, type MockLogger } from '../logger';
import { seed } from './seed';
import { COLLECTION_NAMES, type CollectionName, type DbData, type DbMeta } from './types';

export const SCHEMA_VERSION = 1;

export interface StoreOptions {
  file: string;
  /** Throw away the file's data and start again from the seed. */
  reset?: boolean;
  /** Device count for a new seed (an existing file keeps its own devices). */
  devices: number;
  logger: MockLogger;
}

export interface Store {
  readonly file: string;
  readonly data: DbData;
  /** True when this start created the data from the seed (first start or reset). */
  readonly seeded: boolean;
  /** Goes up on every change of the collection, so answers cached per version know when to rebuild. */
  version(collection: CollectionName): number;
  /**
   * Marks a collection changed. The change is written at once, together with every other change of the same
   * moment (group commit); `durable()` says when it is on disk.
   */
  changed(collection: CollectionName): void;
  /** How many changes were made since the store opened. */
  changes(): number;
  /** Resolves once every change made so far is on disk; rejects when writing it failed. */
  durable(): Promise<void>;
  /** Whether every change made so far is on disk. */
  isDurable(): boolean;
  /** Number of completed writes since the store opened. */
  writes(): number;
  flush(): Promise<void>;
  /** Writes what is pending; later changes stay in memory only. */
  close(): Promise<void>;
}

function freshData(devices: number): DbData {
  const now = Date.now();
  const meta: DbMeta = {
    schemaVersion: SCHEMA_VERSION,
    jwtSecret: randomBytes(32).toString('base64url'),
    createdAt: new Date(now).toISOString(),
    seededDevices: devices,
  };
  return { meta, revokedSessions: [], ...seed({ devices, now }) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a data file; collections it lacks (added to the mock since it was made) come from the seed. */
export function parseData(text: string, file: string): DbData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = `The mock database ${file} is not valid JSON (${errorText(error)}). Start with --reset.`;
    throw new Error(message, { cause: error });
  }
  if (!isObject(parsed) || !isObject(parsed.meta) || typeof parsed.meta.jwtSecret !== 'string') {
    throw new Error(`The mock database ${file} is not a Device Manager data file. Start with --reset.`);
  }
  const data: Record<string, unknown> = { ...parsed };
  const missing = COLLECTION_NAMES.filter((name) => !Array.isArray(data[name]));
  if (missing.length > 0) {
    const devices = typeof parsed.meta.seededDevices === 'number' ? parsed.meta.seededDevices : 0;
    const fallback = freshData(devices);
    for (const name of missing) data[name] = fallback[name];
  }
  return data as unknown as DbData;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const { file, logger } = options;
  const seeded = Boolean(options.reset) || !existsSync(file);
  const data = seeded ? freshData(options.devices) : parseData(await readFile(file, 'utf8'), file);
  removeLeftovers(file);
  const versions = new Map<CollectionName, number>();
  let writes = 0;

  const commits = groupCommit(async () => {
    // The snapshot is taken now, before the first await: later changes belong to the next write.
    const text = JSON.stringify(data);
    try {
      await writeFileDurably(file, text);
      writes += 1;
    } catch (error) {
      logger.error(`Could not save the mock database ${file}: ${errorText(error)}`);
      throw error;
    }
  });

  const durable = (): Promise<void> => commits.committed(commits.latest());
  if (seeded) {
    commits.change();
    await durable();
  }
  return {
    file,
    data,
    seeded,
    version: (collection) => versions.get(collection) ?? 0,
    changed: (collection) => {
      versions.set(collection, (versions.get(collection) ?? 0) + 1);
      commits.change();
    },
    changes: () => commits.latest(),
    durable,
    isDurable: () => commits.isCommitted(commits.latest()),
    writes: () => writes,
    flush: durable,
    close: () => commits.close(),
  };
}
