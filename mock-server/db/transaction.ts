import type { CollectionName, DbData } from './types';

/**
 * How every write of the mock is made, so that two writers of the same moment can neither both win a
 * conditional write nor change a record they did not mean to, and a crash never leaves a record naming a file
 * that is not there:
 *
 * 1. Slow work first, outside: read and check the request (and its upload), write each file under a staging
 *    name (a `StagedFile`) whose final name is new (no record names it yet).
 * 2. `store.transaction(work, tx => ...)` moves the staged files to their names, flushed to disk, and only then
 *    runs one synchronous step that re-reads what it depends on by id (`tx.find`), checks every precondition
 *    again (exists, same tenant, modifiedDate fresh, name unique), and either refuses (`tx.refuse(...)`) or
 *    applies the change and names what it changed (`tx.changed`). A refused step removes the placed files.
 * 3. The files the change made obsolete are removed (`tx.afterwards`) once the change is on disk: until then a
 *    crash would bring back the records that name them.
 *
 * A crash between 1 and the step's commit leaves files no record names; a start removes them.
 * The step cannot await: a callback that returns a promise is a programming error and throws.
 */

/** A file written under a staging name, waiting for its record. */
export interface StagedFile {
  /** The name the record will carry once the file is in place: one no record names yet. */
  readonly name: string;
  /** Moves the file to its name, on disk once this resolves. */
  place(): Promise<void>;
  /** Removes the file, staged or placed (the write was refused). */
  discard(): Promise<void>;
}

/** Why a write was refused: answered as the envelope's HTTP status, code and message. */
export interface Refusal {
  refused: true;
  status: number;
  code: number;
  message: string;
  /** More fields of the envelope's error (the newer record, the devices that use it). */
  detail?: Record<string, unknown>;
}

export type Outcome<T> = { refused: false; value: T } | Refusal;

type Keyed = { id: string; tenantId?: string };
type RecordOf<C extends CollectionName> = DbData[C] extends readonly (infer R)[] ? R : never;

export interface Tx {
  readonly data: DbData;
  /** The record of the collection with this id, of this tenant when one is given; undefined when gone. */
  find<C extends CollectionName>(collection: C, id: string, tenantId?: string): RecordOf<C> | undefined;
  /** Adds a record (its id must be new) and marks it changed. */
  insert<C extends CollectionName>(collection: C, record: RecordOf<C>): void;
  /** Removes the record with this id; false when there was none (never another record). */
  remove(collection: CollectionName, id: string): boolean;
  /** Marks records changed (all of the collection without ids). */
  changed(collection: CollectionName, ...ids: string[]): void;
  /** Work for once the step's change is on disk (removing files the change made obsolete). */
  afterwards(work: () => Promise<unknown>): void;
  refuse(status: number, code: number, message: string, detail?: Record<string, unknown>): Refusal;
}

export interface TransactionWork {
  /** Files staged by the slow work: placed before the step, removed when it refuses. */
  staged?: readonly StagedFile[];
}

/** The pieces of the store a transaction needs (kept apart so the store module stays small). */
export interface TransactionStore {
  readonly data: DbData;
  changed(collection: CollectionName, ...ids: string[]): void;
  /** Resolves once every change made so far is on disk. */
  durable(): Promise<void>;
}

const isThenable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The transaction function of one store. */
export function transactions(store: TransactionStore) {
  const records = (collection: CollectionName) => store.data[collection] as unknown as Keyed[];
  return async function transaction<T>(
    work: TransactionWork,
    step: (tx: Tx) => T | Refusal,
  ): Promise<Outcome<T>> {
    const staged = work.staged ?? [];
    const discard = () => Promise.all(staged.map((file) => file.discard()));
    const later: (() => Promise<unknown>)[] = [];
    const tx: Tx = {
      data: store.data,
      find: (collection, id, tenantId) =>
        records(collection).find(
          (record) => record.id === id && (tenantId === undefined || record.tenantId === tenantId),
        ) as never,
      insert: (collection, record) => {
        const keyed = record as unknown as Keyed;
        if (records(collection).some((existing) => existing.id === keyed.id))
          throw new Error(`${collection} already holds ${keyed.id}`);
        records(collection).push(keyed);
        store.changed(collection, keyed.id);
      },
      remove: (collection, id) => {
        const list = records(collection);
        const index = list.findIndex((record) => record.id === id);
        if (index < 0) return false;
        list.splice(index, 1);
        store.changed(collection, id);
        return true;
      },
      changed: (collection, ...ids) => store.changed(collection, ...ids),
      afterwards: (job) => void later.push(job),
      refuse: (status, code, message, detail) => ({ refused: true, status, code, message, detail }),
    };
    let result: T | Refusal;
    try {
      // Each file is whole under its name before any record names it (and so before any commit holds one).
      await Promise.all(staged.map((file) => file.place()));
      result = step(tx);
      if (isThenable(result))
        throw new Error('A store transaction must not await: do the slow work before it');
    } catch (error) {
      await discard();
      throw error;
    }
    if (isRefusal(result)) {
      await discard();
      return result;
    }
    if (later.length > 0) {
      // A file goes only once no record on disk names it; when the commit fails, it stays (a start removes it).
      const saved = await store.durable().then(
        () => true,
        () => false,
      );
      if (saved) for (const job of later) await job();
    }
    return { refused: false, value: result };
  };
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;
