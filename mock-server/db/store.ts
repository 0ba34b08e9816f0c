import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { groupCommit, removeLeftovers, writeFileDurably } from '../durable';
import { errorText, type MockLogger } from '../logger';
import { applyEntries, encodeLine, journalFileOf, readJournal, type JournalOp } from './journal';
import { openJournal, type JournalFile } from './journalFile';
import { seed } from './seed';
import { transactions, type Outcome, type Refusal, type TransactionWork, type Tx } from './transaction';
import { COLLECTION_NAMES, type CollectionName, type DbData, type DbMeta } from './types';

const SCHEMA_VERSION = 1;

export interface StoreOptions {
  file: string;
  /** Throw away the file's data and start again from the seed. */
  reset?: boolean;
  /** Device count for a new seed (an existing file keeps its own devices). */
  devices: number;
  /** A new file starts with every collection empty instead of the platform's seed (a records server's store). */
  empty?: boolean;
  logger: MockLogger;
  /** The journal is folded into a new snapshot once it holds this many bytes and at least the snapshot's size. */
  compactAfterBytes?: number;
}

/** 4 MiB: at 1,000 devices about 4,000 saved configurations; replaying that many takes well under a second. */
const COMPACT_AFTER_BYTES = 4 * 1024 * 1024;

export interface Store {
  readonly file: string;
  readonly data: DbData;
  /** True when this start created the data from the seed (first start or reset). */
  readonly seeded: boolean;
  /** Goes up on every change of the collection, so answers cached per version know when to rebuild. */
  version(collection: CollectionName): number;
  /**
   * Marks a collection changed. The change is written at once, together with every other change of the same
   * moment (group commit); `durable()` says when it is on disk. Without ids the whole collection is written; with
   * ids only the records with those ids (each one set, or removed when it is no longer there): a caller that names
   * ids promises that no other record of the collection changed and that new records were appended.
   */
  changed(collection: CollectionName, ...ids: string[]): void;
  /** How many changes were made since the store opened. */
  changes(): number;
  /** Resolves once every change made so far is on disk; rejects when writing it failed. */
  durable(): Promise<void>;
  /** Whether every change made so far is on disk. */
  isDurable(): boolean;
  /** Number of completed commits (journal appends or new snapshots) since the store opened. */
  writes(): number;
  flush(): Promise<void>;
  /**
   * The one way a route writes (see transaction.ts): `step` re-reads by id, re-checks, and applies or refuses in
   * one synchronous step; staged files are placed after it applies and removed when it refuses.
   */
  transaction<T>(work: TransactionWork, step: (tx: Tx) => T | Refusal): Promise<Outcome<T>>;
  /** Writes what is pending and folds the journal into a new snapshot; later changes stay in memory only. */
  close(): Promise<void>;
}

function freshMeta(devices: number, now: number): DbMeta {
  return {
    schemaVersion: SCHEMA_VERSION,
    jwtSecret: randomBytes(32).toString('base64url'),
    createdAt: new Date(now).toISOString(),
    seededDevices: devices,
  };
}

function freshData(devices: number): DbData {
  const now = Date.now();
  return { meta: freshMeta(devices, now), revokedSessions: [], ...seed({ devices, now }) };
}

/** Every collection empty: what a records server starts from. */
function emptyData(): DbData {
  const data: Record<string, unknown> = { meta: { ...freshMeta(0, Date.now()), recordsOnly: true } };
  for (const name of COLLECTION_NAMES) data[name] = [];
  return data as unknown as DbData;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a data file; collections it lacks (added to the mock since it was made) come from the seed. */
function parseData(text: string, file: string): DbData {
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
    const fallback = parsed.meta.recordsOnly === true ? emptyData() : freshData(devices);
    for (const name of missing) data[name] = fallback[name];
  }
  return data as unknown as DbData;
}

interface Stored {
  data: DbData;
  /** The journal id the snapshot names (none in a file written before the journal existed). */
  journalId: unknown;
  /** The journal as read, when it continues this snapshot. */
  journal: ReturnType<typeof readJournal> | null;
}

const changesText = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

async function readStored(file: string): Promise<Stored> {
  const data = parseData(await readFile(file, 'utf8'), file);
  // The snapshot names the journal that continues it and the one it folded in; the data does not carry them.
  const { journalId, foldedJournalId, ...meta } = data.meta as DbMeta & {
    journalId?: unknown;
    foldedJournalId?: unknown;
  };
  data.meta = meta;
  const journalFile = journalFileOf(file);
  const content = existsSync(journalFile) ? readJournal(await readFile(journalFile), journalFile) : null;
  const continues = content !== null && typeof journalId === 'string' && content.id === journalId;
  // A journal the snapshot folded in is one a crash left behind after the new snapshot was written: it holds
  // nothing new. Any other journal with changes means the data file changed under it (replaced by an older
  // copy, say): replaying it would mix two histories, dropping it would lose acknowledged writes.
  if (content && !continues && content.entries.length > 0 && content.id !== foldedJournalId) {
    throw new Error(
      `The journal ${journalFile} holds ${changesText(content.entries.length)} that do not continue the data file ${file}: the data file was replaced or changed while the mock ran. Put back the data file the journal continues, or start with --reset to throw both away.`,
    );
  }
  const journal = continues ? content : null;
  if (journal) applyEntries(data, journal.entries);
  return { data, journalId, journal };
}

/** Refuses to seed a new data file over a journal that holds changes (the data file was deleted). */
async function refuseOrphanJournal(file: string): Promise<void> {
  const journalFile = journalFileOf(file);
  if (!existsSync(journalFile)) return;
  const { entries } = readJournal(await readFile(journalFile), journalFile);
  if (entries.length === 0) return;
  throw new Error(
    `The data file ${file} is missing, but the journal ${journalFile} beside it holds ${changesText(entries.length)}: a new seed would lose them. Put back the data file, or start with --reset to throw the journal away.`,
  );
}

/** The data as a restart would find it: the snapshot with the journal replayed. */
export async function readStoredData(file: string): Promise<DbData> {
  return (await readStored(file)).data;
}

/** What changed since the last commit: collections to write whole, and the ids named for the others. */
interface Pending {
  whole: Set<CollectionName>;
  ids: Map<CollectionName, Set<string>>;
}

const nothingPending = (): Pending => ({ whole: new Set(), ids: new Map() });

/** The journal entry of the pending changes, read from the data now. */
function opsOf(data: DbData, pending: Pending): JournalOp[] {
  const ops: JournalOp[] = [...pending.whole].map((c) => ({ c, all: data[c] as unknown[] }));
  for (const [c, ids] of pending.ids) {
    if (pending.whole.has(c)) continue;
    const set = (data[c] as unknown as Record<string, unknown>[]).filter((record) =>
      ids.has(record.id as string),
    );
    const present = new Set(set.map((record) => record.id));
    ops.push({ c, set, del: [...ids].filter((id) => !present.has(id)) });
  }
  return ops;
}

/**
 * Opens the data file. Each group commit appends the changed records to the journal beside it (one fsync); the
 * journal is folded into a new snapshot (temporary file, fsync, rename, fsync of the folder) when it has grown,
 * at a clean close and at a start that found it. A start replays the journal over the snapshot and ignores an
 * entry a crash cut short.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  const { file, logger } = options;
  const compactAfter = options.compactAfterBytes ?? COMPACT_AFTER_BYTES;
  const journalFile = journalFileOf(file);
  const seeded = Boolean(options.reset) || !existsSync(file);
  if (seeded && !options.reset) await refuseOrphanJournal(file);
  const stored = seeded ? null : await readStored(file);
  const data = stored?.data ?? (options.empty ? emptyData() : freshData(options.devices));
  if (stored?.journal?.tornBytes) {
    logger.info(
      `The journal ${journalFile} ended in an entry cut short (${stored.journal.tornBytes} bytes): left out`,
    );
  }
  removeLeftovers(file);
  const versions = new Map<CollectionName, number>();
  let pending = nothingPending();
  let journal: JournalFile | null = null;
  let snapshotBytes = 0;
  let writes = 0;

  /** Writes the data as a new snapshot and starts an empty journal for it. The snapshot is taken synchronously. */
  /** The journal the current snapshot names (the one being appended to). */
  let currentJournalId = typeof stored?.journalId === 'string' ? stored.journalId : null;
  const compact = async (): Promise<void> => {
    const journalId = randomUUID();
    // The new snapshot also names the journal it folds in, so a start after a crash here knows that journal.
    const foldedJournalId = currentJournalId;
    const text = JSON.stringify({ ...data, meta: { ...data.meta, journalId, foldedJournalId } });
    currentJournalId = journalId;
    pending = nothingPending();
    // From here until the new journal is open, no entry may go to the old one: a new snapshot makes it stale.
    const previous = journal;
    journal = null;
    await previous?.close();
    await writeFileDurably(file, text);
    snapshotBytes = Buffer.byteLength(text);
    journal = await openJournal(journalFile, encodeLine({ journal: journalId }));
  };

  const commits = groupCommit(async () => {
    try {
      const size = journal?.size() ?? 0;
      if (!journal || (size >= compactAfter && size >= snapshotBytes)) await compact();
      else {
        const taken = pending;
        pending = nothingPending();
        const line = encodeLine({ ops: opsOf(data, taken) });
        const current = journal;
        try {
          await current.append(line);
        } catch (error) {
          // The next commit writes a new snapshot, which holds these changes too.
          if (journal === current) journal = null;
          await current.close();
          throw error;
        }
      }
      writes += 1;
    } catch (error) {
      logger.error(`Could not save the mock database ${file}: ${errorText(error)}`);
      throw error;
    }
  });

  if (stored?.journal && stored.journal.entries.length === 0 && stored.journal.tornBytes === 0) {
    snapshotBytes = (await stat(file)).size;
    journal = await openJournal(journalFile, null, stored.journal.validBytes);
  } else {
    // A new seed, a file without a journal, or a journal to fold in: start from a new snapshot.
    await compact();
  }

  const durable = (): Promise<void> => commits.committed(commits.latest());
  const changed: Store['changed'] = (collection, ...ids) => {
    versions.set(collection, (versions.get(collection) ?? 0) + 1);
    if (ids.length === 0) pending.whole.add(collection);
    else if (!pending.whole.has(collection)) {
      const named = pending.ids.get(collection) ?? new Set<string>();
      for (const id of ids) named.add(id);
      pending.ids.set(collection, named);
    }
    commits.change();
  };
  return {
    file,
    data,
    seeded,
    version: (collection) => versions.get(collection) ?? 0,
    changed,
    transaction: transactions({ data, changed, durable }),
    changes: () => commits.latest(),
    durable,
    isDurable: () => commits.isCommitted(commits.latest()),
    writes: () => writes,
    flush: durable,
    async close() {
      await commits.close();
      if (!journal || journal.size() > journal.headerSize) {
        // The journal stays as it is when this fails: what it holds is on disk already.
        await compact().catch((error: unknown) => {
          logger.error(`Could not fold the journal into ${file}: ${errorText(error)}`);
        });
      }
      await journal?.close();
    },
  };
}
