import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** Selected ids that still exist. */
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects (or deselects) all of the given ids, keeping the rest of the selection. */
  setMany: (ids: readonly string[], selected: boolean) => void;
  /** Replaces the selection. */
  selectOnly: (ids: readonly string[]) => void;
  clear: () => void;
}

/** Row selection over the ids that exist; ids that disappear (an unlinked device) drop out by themselves. */
export function useSelection(existing: ReadonlySet<string>): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const ids = useMemo(() => {
    for (const id of chosen)
      if (!existing.has(id)) return new Set([...chosen].filter((kept) => existing.has(kept)));
    return chosen;
  }, [chosen, existing]);
  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const setMany = useCallback(
    (many: readonly string[], selected: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        for (const id of many) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const selectOnly = useCallback((many: readonly string[]) => setChosen(new Set(many)), []);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { ids, toggle, setMany, selectOnly, clear };
}
