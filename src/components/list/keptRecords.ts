/** A record of the records API as far as telling two copies of it apart goes: a new version is a changed record. */
interface Versioned {
  id: string | number;
  version: number;
}

/**
 * The records of a list's new page, each one shown before and unchanged since (same id, same version) replaced by
 * the copy shown before; the page shown before itself when it is the same records in the same order. Rows that
 * render again only when their record object changes then render only what a query really changed: a search that
 * narrows often finds the same first page, and then no row renders at all.
 */
export function keptRecords<T extends Versioned>(
  shown: readonly T[] | undefined,
  next: T[] | undefined,
): T[] | undefined {
  if (!shown || !next) return next;
  const before = new Map(shown.map((record) => [record.id, record]));
  let same = shown.length === next.length;
  const kept = next.map((record, index) => {
    const old = before.get(record.id);
    const keep = old !== undefined && old.version === record.version ? old : record;
    if (keep !== shown[index]) same = false;
    return keep;
  });
  return same ? (shown as T[]) : kept;
}
