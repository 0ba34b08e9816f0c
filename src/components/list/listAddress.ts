/**
 * The one address format of every list of the console: react-admin's list parameters in the search part of the
 * address, `?filter={"q":"lobby","status":[0,2]}&order=DESC&page=2&perPage=50&sort=status`. react-admin's lists
 * (profiles, themes, content, rules) read and write it through their list controller; the Devices list reads it
 * through the same `useListParams` and writes it with `listAddress`, so any filtered, sorted page of any list is
 * a link that opens the same view.
 */
export interface ListView {
  filter: Record<string, unknown>;
  sort: string;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

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
