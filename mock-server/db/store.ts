import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorText, type MockLogger } from '../logger';
import { seed } from './seed';
import { COLLECTION_NAMES, type CollectionName, type DbData, type DbMeta } from './types';

export const SCHEMA_VERSION = 1;
const DEFAULT_WRITE_DELAY_MS = 50;

export interface StoreOptions {
  file: string;
  /** Throw away the file's data and start again from the seed. */
  reset?: boolean;
  /** Device count for a new seed (an existing file keeps its own devices). */
  devices: number;
  logger: MockLogger;
  /** Changes within this window are written together (coalesced). */
  writeDelayMs?: number;
}

export interface Store {
  readonly file: string;
  readonly data: DbData;
  /** True when this start created the data from the seed (first start or reset). */
  readonly seeded: boolean;
  /** Goes up on every change of the collection, so answers cached per version know when to rebuild. */
  version(collection: CollectionName): number;
  /** Marks a collection changed and schedules a write. */
  changed(collection: CollectionName): void;
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

async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const { file, logger } = options;
  const delay = options.writeDelayMs ?? DEFAULT_WRITE_DELAY_MS;
  const seeded = Boolean(options.reset) || !existsSync(file);
  const data = seeded ? freshData(options.devices) : parseData(await readFile(file, 'utf8'), file);
  const versions = new Map<CollectionName, number>();
  let dirty = seeded;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let writes = 0;

  const writeNow = async (): Promise<void> => {
    while (inFlight) await inFlight;
    if (!dirty) return;
    dirty = false;
    inFlight = writeAtomically(file, JSON.stringify(data, null, 2))
      .then(() => {
        writes += 1;
      })
      .catch((error: unknown) => {
        dirty = true;
        logger.error(`Could not save the mock database ${file}: ${errorText(error)}`);
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    await writeNow();
  };

  await flush();
  return {
    file,
    data,
    seeded,
    version: (collection) => versions.get(collection) ?? 0,
    changed: (collection) => {
      versions.set(collection, (versions.get(collection) ?? 0) + 1);
      dirty = true;
      if (timer || closed) return;
      timer = setTimeout(() => {
        timer = null;
        void writeNow();
      }, delay);
    },
    writes: () => writes,
    flush,
    close: async () => {
      closed = true;
      await flush();
    },
  };
}
