import { DEVICE_STATUSES, DISPLAY_TYPES, type DeviceStatus } from '../deviceModel';
import { listAddress, type ListAddressParts, type ListView } from '../../../components/list/listAddress';

/**
 * What the device list shows. It lives in the address in the format of every list (`listAddress`):
 * `?filter={"q":"lobby","status":[0,2],"type":["RD"]}&order=DESC&sort=status`, so that a filtered view can be
 * bookmarked and shared. Defaults are left out of the address.
 */
const SORT_FIELDS = ['title', 'typeLabel', 'status', 'group', 'place', 'lastConnected', 'versions'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
type SortOrder = 'asc' | 'desc';
export const PAGE_SIZES = [25, 50, 100] as const;

export interface DeviceQuery {
  q: string;
  status: DeviceStatus[];
  type: string[];
  group: string[];
  building: string[];
  sort: SortField;
  order: SortOrder;
  page: number;
  perPage: number;
}

export const DEFAULT_QUERY: DeviceQuery = {
  q: '',
  status: [],
  type: [],
  group: [],
  building: [],
  sort: 'title',
  order: 'asc',
  page: 1,
  perPage: 50,
};

/** The list parameters the device list opens with, as react-admin's list parameters. */
export const DEFAULT_VIEW = {
  sort: DEFAULT_QUERY.sort,
  order: 'ASC',
  page: 1,
  perPage: DEFAULT_QUERY.perPage,
} as const satisfies Partial<ListView>;

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter(Boolean);

const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The query for some list parameters (read from an address); anything unknown or malformed is the default. */
export function deviceQueryOf(view: ListAddressParts): DeviceQuery {
  const filter: Record<string, unknown> =
    view.filter && typeof view.filter === 'object' && !Array.isArray(view.filter)
      ? (view.filter as Record<string, unknown>)
      : {};
  const statuses = texts(filter.status)
    .map(Number)
    .filter((status): status is DeviceStatus => DEVICE_STATUSES.includes(status as DeviceStatus));
  const page = Math.floor(Number(view.page));
  return {
    q: typeof filter.q === 'string' ? filter.q : '',
    status: [...new Set(statuses)],
    type: [
      ...new Set(texts(filter.type).filter((type) => (DISPLAY_TYPES as readonly string[]).includes(type))),
    ],
    group: [...new Set(texts(filter.group))],
    building: [...new Set(texts(filter.building))],
    sort: oneOf(SORT_FIELDS, view.sort, DEFAULT_QUERY.sort),
    order: String(view.order).toUpperCase() === 'DESC' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: oneOf(PAGE_SIZES, Number(view.perPage), DEFAULT_QUERY.perPage),
  };
}

/** The list parameters of a query. */
const deviceListView = (query: DeviceQuery): ListView => ({
  filter: {
    q: query.q,
    status: query.status,
    type: query.type,
    group: query.group,
    building: query.building,
  },
  sort: query.sort,
  order: query.order === 'desc' ? 'DESC' : 'ASC',
  page: query.page,
  perPage: query.perPage,
});

/** The address (search part) of a query, defaults left out. */
export const deviceAddress = (query: DeviceQuery): string => listAddress(deviceListView(query), DEFAULT_VIEW);

/** True when any filter or search narrows the list. */
export const isFiltered = (query: DeviceQuery): boolean =>
  query.q.trim() !== '' ||
  query.status.length > 0 ||
  query.type.length > 0 ||
  query.group.length > 0 ||
  query.building.length > 0;

/**
 * The next query after a change: any change of what matches goes back to page 1; sorting on the current field
 * flips the order.
 */
export function changeQuery(query: DeviceQuery, change: Partial<DeviceQuery>): DeviceQuery {
  const narrows = ['q', 'status', 'type', 'group', 'building', 'perPage'].some((key) => key in change);
  return { ...query, ...change, page: change.page ?? (narrows ? 1 : query.page) };
}

/** Clicking a column heading: the same field flips the order, another field sorts ascending. */
export const sortBy = (query: DeviceQuery, field: SortField): Partial<DeviceQuery> =>
  query.sort === field ? { order: query.order === 'asc' ? 'desc' : 'asc' } : { sort: field, order: 'asc' };
