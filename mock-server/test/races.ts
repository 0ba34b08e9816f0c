import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DbData } from '../db/types';

/** A record of the store, as the race tests name it: the collection and the id. */
export interface Target {
  collection: keyof DbData;
  id: string;
}

/**
 * The whole store as JSON, without the targets: what must be byte for byte the same after any number of
 * writers raced on the targets. Session bookkeeping (revoked sessions, meta) is left out: signing in is not a
 * write to a record.
 */
export function everythingBut(data: DbData, targets: readonly Target[]): string {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  delete copy.meta;
  delete copy.revokedSessions;
  for (const { collection, id } of targets) {
    const records = copy[collection];
    if (Array.isArray(records)) {
      copy[collection] = records.filter((record) => (record as { id?: unknown }).id !== id);
    }
  }
  return JSON.stringify(copy);
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
