/**
 * Whole lists kept for a few seconds, so paging, sorting and filtering in the UI reuse one download of
 * 10,000 devices. An entry belongs to the session that loaded it (another sign-in never sees it), concurrent
 * readers share one request, a failed load is forgotten, and writes invalidate.
 */
export interface ListCache {
  /** `ttlMs` overrides the cache's lifetime for this resource (the content lists keep 5 minutes, 000 §4). */
  get<T>(resource: string, owner: string | null, load: () => Promise<T[]>, ttlMs?: number): Promise<T[]>;
  /** Forgets one resource, or every resource without an argument. */
  invalidate(resource?: string): void;
}

interface Entry {
  owner: string | null;
  /** When the load finished; null while it runs. */
  loadedAt: number | null;
  promise: Promise<unknown[]>;
}

export const createListCache = (ttlMs: number, now: () => number = Date.now): ListCache => {
  const entries = new Map<string, Entry>();

  const isFresh = (entry: Entry | undefined, owner: string | null, lifetime: number): entry is Entry =>
    entry !== undefined &&
    entry.owner === owner &&
    (entry.loadedAt === null || now() - entry.loadedAt < lifetime);

  return {
    get<T>(resource: string, owner: string | null, load: () => Promise<T[]>, lifetime = ttlMs): Promise<T[]> {
      const cached = entries.get(resource);
      if (isFresh(cached, owner, lifetime)) return cached.promise as Promise<T[]>;
      const entry: Entry = { owner, loadedAt: null, promise: load() };
      entries.set(resource, entry);
      entry.promise.then(
        () => {
          entry.loadedAt = now();
        },
        () => {
          if (entries.get(resource) === entry) entries.delete(resource);
        },
      );
      return entry.promise as Promise<T[]>;
    },
    invalidate(resource?: string): void {
      if (resource === undefined) entries.clear();
      else entries.delete(resource);
    },
  };
};
