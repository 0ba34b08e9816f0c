import { DEVICE_STATUSES, DISPLAY_TYPES, type DeviceStatus } from '../deviceModel';

/**
 * What the device list shows, as it lives in the URL (`?q=lobby&status=0,2&type=RD&sort=status&order=desc`), so
 * that a filtered view can be bookmarked and shared. Defaults are left out of the URL.
 */
export const SORT_FIELDS = [
  'title',
  'typeLabel',
  'status',
  'group',
  'place',
  'lastConnected',
  'versions',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
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

export type FilterName = 'status' | 'type' | 'group' | 'building';

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

const list = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The query a URL stands for; anything unknown or malformed falls back to the default. */
export function parseDeviceQuery(params: URLSearchParams): DeviceQuery {
  const statuses = list(params, 'status')
    .map(Number)
    .filter((status): status is DeviceStatus => DEVICE_STATUSES.includes(status as DeviceStatus));
  const page = Math.floor(Number(params.get('page')));
  return {
    q: params.get('q') ?? '',
    status: [...new Set(statuses)],
    type: [
      ...new Set(list(params, 'type').filter((type) => (DISPLAY_TYPES as readonly string[]).includes(type))),
    ],
    group: [...new Set(list(params, 'group'))],
    building: [...new Set(list(params, 'building'))],
    sort: oneOf(SORT_FIELDS, params.get('sort'), DEFAULT_QUERY.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), DEFAULT_QUERY.order),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: oneOf(PAGE_SIZES, Number(params.get('perPage')), DEFAULT_QUERY.perPage),
  };
}

/**
 * The URL search of a query, defaults left out. Group names may hold commas, so each group is its own parameter;
 * the other lists are comma-joined.
 */
export function serializeDeviceQuery(query: DeviceQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.type.length) params.set('type', query.type.join(','));
  for (const group of query.group) params.append('group', group);
  if (query.building.length) params.set('building', query.building.join(','));
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.order !== DEFAULT_QUERY.order) params.set('order', query.order);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_QUERY.perPage) params.set('perPage', String(query.perPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}

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
