/**
 * The one address format of every list of the console: react-admin's list parameters in the search part of the
 * address, `?filter={"q":"lobby","status":[0,2]}&order=DESC&page=2&perPage=50&sort=status`. react-admin's lists
 * (profiles, themes, rules) read and write it through their list controller; the Devices list reads it through
 * the same `useListParams` and writes it with `listAddress`, and the content library keeps its own list state in
 * step with it (`ListAddressSync`), so any filtered, sorted page of any list is a link that opens the same view.
 */
export interface ListView {
  filter: Record<string, unknown>;
  sort: string;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

/** How long typing pauses before a list's search goes into its address (every list that searches as one types). */
export const SEARCH_URL_DELAY_MS = 400;

/** What an address may hold, unchecked: each list checks the parts against what it knows. */
export type ListAddressParts = { [Part in keyof ListView]?: unknown };

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The search part of a list's address. Empty filters are left out, and so is each part equal to `defaults`, so a
 * link holds only what differs from the list as it first opens; react-admin fills in the rest the same way.
 */
export function listAddress(view: ListView, defaults?: Partial<ListView>): string {
  const filter = Object.fromEntries(Object.entries(view.filter).filter(([, value]) => !isEmpty(value)));
  const parts: [string, string][] = [];
  if (Object.keys(filter).length) parts.push(['filter', JSON.stringify(filter)]);
  const sorted = view.sort !== defaults?.sort || view.order !== defaults?.order;
  if (sorted) parts.push(['order', view.order]);
  if (view.page !== (defaults?.page ?? 1)) parts.push(['page', String(view.page)]);
  if (view.perPage !== defaults?.perPage) parts.push(['perPage', String(view.perPage)]);
  if (sorted) parts.push(['sort', view.sort]);
  const text = new URLSearchParams(parts).toString();
  return text ? `?${text}` : '';
}

/**
 * What a list's address holds, read as react-admin reads it (a malformed filter is dropped; numbers stay text).
 * Free of react-admin, so that the journeys and the benchmark read addresses with it too.
 */
export function readListAddress(search: string): ListAddressParts {
  const params = new URLSearchParams(search);
  const view: Record<string, unknown> = Object.fromEntries(params);
  if (typeof view.filter === 'string') {
    try {
      view.filter = JSON.parse(view.filter);
    } catch {
      delete view.filter;
    }
  }
  return view;
}

const positive = (value: unknown, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The view an address names (its parts as `readListAddress` gives them), checked: a malformed or missing part is
 * the list's default, empty filters are left out and the filter's keys are in one order, so that two views
 * showing the same thing have the same `listAddress`.
 */
export function listViewOf(parts: ListAddressParts, defaults: ListView): ListView {
  const filter =
    parts.filter && typeof parts.filter === 'object' && !Array.isArray(parts.filter)
      ? (parts.filter as Record<string, unknown>)
      : defaults.filter;
  const sorted = typeof parts.sort === 'string' && parts.sort !== '';
  return {
    filter: Object.fromEntries(
      Object.entries(filter)
        .filter(([, value]) => !isEmpty(value))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
    sort: sorted ? (parts.sort as string) : defaults.sort,
    order: parts.order === 'ASC' || parts.order === 'DESC' ? parts.order : defaults.order,
    page: positive(parts.page, defaults.page),
    perPage: positive(parts.perPage, defaults.perPage),
  };
}

/**
 * How a list's view that has moved away from its address goes into it: `none` when both show the same; `typing`
 * when only the search differs (the history entry is replaced once typing pauses, as on the Devices list); `step`
 * for anything else (a filter, sort or page of its own, which Back undoes).
 */
export function addressStep(address: ListView, list: ListView): 'none' | 'typing' | 'step' {
  if (listAddress(address) === listAddress(list)) return 'none';
  if (address.filter.q === list.filter.q) return 'step';
  const unsearched = (view: ListView): ListView => ({
    ...view,
    filter: { ...view.filter, q: undefined },
    page: 1,
  });
  return listAddress(unsearched(address)) === listAddress(unsearched(list)) ? 'typing' : 'step';
}
