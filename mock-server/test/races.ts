import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DbData } from '../db/types';

/** Records of the store a race may change: one by id, or those a test picks (records without an id). */
export interface Target {
  collection: keyof DbData;
  id?: string;
  where?: (record: Record<string, unknown>) => boolean;
}

const isTarget = (target: Target, record: Record<string, unknown>) =>
  (target.id !== undefined && record.id === target.id) || (target.where?.(record) ?? false);

/**
 * The whole store as JSON, without the targets: what must be byte for byte the same after any number of
 * writers raced on the targets. Session bookkeeping (revoked sessions, meta) is left out: signing in is not a
 * write to a record.
 */
export function everythingBut(data: DbData, targets: readonly Target[]): string {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  delete copy.meta;
  delete copy.revokedSessions;
  for (const target of targets) {
    const records = copy[target.collection];
    if (Array.isArray(records)) {
      copy[target.collection] = records.filter(
        (record) => !isTarget(target, record as Record<string, unknown>),
      );
    }
  }
  return JSON.stringify(copy);
}

/** The ids of the collection's records that `after` holds and `before` did not (records a race created). */
export function newIds(before: DbData, after: DbData, collection: keyof DbData): string[] {
  const ids = (data: DbData) => (data[collection] as unknown as { id?: string }[]).map((record) => record.id);
  const known = new Set(ids(before));
  return ids(after).filter((id): id is string => typeof id === 'string' && !known.has(id));
}

/** Starts every call at once and waits for all of them. */
export const together = <T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)));

/** How many answers had each status, e.g. { 200: 1, 409: 7 }. */
export const statusCounts = (answers: readonly { status: number }[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * The files of the content folder beside the data file, as `tenant/name`, and the files the items name: a race
 * must leave them equal (no file without a record, no record naming a missing file, no staged leftover).
 */
export function contentFilesAndNames(dataFile: string, data: DbData): { files: string[]; named: string[] } {
  const root = join(dirname(dataFile), 'content');
  const files = existsSync(root)
    ? readdirSync(root).flatMap((tenant) =>
        readdirSync(join(root, tenant)).map((name) => `${tenant}/${name}`),
      )
    : [];
  const named = data.contentItems.flatMap((item) =>
    Object.values(item.resources).flatMap((resource) =>
      resource?.fileName ? [`${item.tenantId}/${resource.fileName}`] : [],
    ),
  );
  return { files: files.sort(), named: named.sort() };
}
