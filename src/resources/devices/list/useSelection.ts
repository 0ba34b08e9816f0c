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

const NOTHING: ReadonlySet<string> = new Set();

/** The ids that exist now: a set, or a map by id (the Devices tab's map of its devices serves as both). */
type ExistingIds = Pick<ReadonlySet<string>, 'has'>;

/**
 * Row selection over the ids that exist: ids that disappear (an unlinked device) drop out by themselves, and a
 * new scope (another search or filter) starts with nothing selected, so nothing hidden stays selected.
 */
export function useSelection(existing: ExistingIds, scope: string): Selection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NOTHING });
  const chosen = state.scope === scope ? state.ids : NOTHING;
  const ids = useMemo(() => {
    for (const id of chosen)
      if (!existing.has(id)) return new Set([...chosen].filter((kept) => existing.has(kept)));
    return chosen;
  }, [chosen, existing]);
  const update = useCallback(
    (change: (current: Set<string>) => void) =>
      setState((current) => {
        const next = new Set(current.scope === scope ? current.ids : NOTHING);
        change(next);
        return { scope, ids: next };
      }),
    [scope],
  );
  const toggle = useCallback(
    (id: string) =>
      update((next) => {
        if (!next.delete(id)) next.add(id);
      }),
    [update],
  );
  const setMany = useCallback(
    (many: readonly string[], selected: boolean) =>
      update((next) => {
        for (const id of many) {
          if (selected) next.add(id);
          else next.delete(id);
        }
      }),
    [update],
  );
  const selectOnly = useCallback(
    (many: readonly string[]) => setState({ scope, ids: new Set(many) }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: NOTHING }), [scope]);
  return { ids, toggle, setMany, selectOnly, clear };
}
