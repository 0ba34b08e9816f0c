import { RECORD_RESOURCES, type RecordBase, type RecordResource } from '../../src/contract/records';

/** A stored record: the server's fields and the client's own. */
export type StoredRecord = RecordBase & Record<string, unknown>;

/** The arrays json-server's router reads and writes, one per resource. */
export type RecordCollections = Record<RecordResource, StoredRecord[]>;

/**
 * The object json-server's router works over: a getter per resource, so the router always reaches the array the
 * store holds now (the router changes those arrays in place).
 */
export function collectionsOf(arrayOf: (resource: RecordResource) => StoredRecord[]): RecordCollections {
  const collections = {} as RecordCollections;
  for (const resource of RECORD_RESOURCES) {
    Object.defineProperty(collections, resource, { enumerable: true, get: () => arrayOf(resource) });
  }
  return collections;
}

/** The tenant's record with this id. */
export const findRecord = (records: readonly StoredRecord[], tenant: string, id: string) =>
  records.find((record) => record.id === id && record.tenant === tenant);

export const countOf = (records: readonly StoredRecord[], tenant: string): number => {
  let count = 0;
  for (const record of records) if (record.tenant === tenant) count += 1;
  return count;
};

/** Removes the tenant's oldest records (the first in the array: creates append) so that `keep` remain. */
export function dropOldest(records: StoredRecord[], tenant: string, keep: number): string[] {
  let excess = countOf(records, tenant) - keep;
  const removed: string[] = [];
  for (let index = 0; index < records.length && excess > 0;) {
    if (records[index].tenant === tenant) {
      removed.push(records[index].id);
      records.splice(index, 1);
      excess -= 1;
    } else index += 1;
  }
  return removed;
}

/** Whether any of the tenant's records has a value at the dotted path. */
export function somePathExists(records: readonly StoredRecord[], tenant: string, path: string): boolean {
  const keys = path.split('.');
  return records.some((record) => {
    if (record.tenant !== tenant) return false;
    let value: unknown = record;
    for (const key of keys) {
      if (typeof value !== 'object' || value === null || !(key in value)) return false;
      value = (value as Record<string, unknown>)[key];
    }
    return true;
  });
}
