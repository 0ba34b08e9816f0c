import { deviceAddress, deviceQueryOf } from './deviceQuery';

/** The parameters of the Devices list's earlier address format (`?q=lobby&status=0,2&sort=status&order=desc`). */
const LEGACY = ['q', 'status', 'type', 'group', 'building', 'sort', 'order', 'page', 'perPage'];

const list = (params: URLSearchParams, name: string): string[] =>
  params.getAll(name).flatMap((value) => value.split(','));

/**
 * The address in today's format of a Devices link bookmarked in the earlier one, or null when the address is
 * not one (it has a `filter` part, or none of the earlier parameters). Old bookmarks keep opening their view.
 */
export function legacyDeviceAddress(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has('filter')) return null;
  const isLegacy =
    ['q', 'status', 'type', 'group', 'building'].some((name) => params.has(name)) ||
    ['asc', 'desc'].includes(params.get('order') ?? '');
  if (!isLegacy || ![...params.keys()].every((name) => LEGACY.includes(name))) return null;
  const query = deviceQueryOf({
    filter: {
      q: params.get('q') ?? '',
      status: list(params, 'status'),
      type: list(params, 'type'),
      group: list(params, 'group'),
      building: list(params, 'building'),
    },
    sort: params.get('sort') ?? undefined,
    order: params.get('order') === 'desc' ? 'DESC' : 'ASC',
    page: Number(params.get('page') ?? 1),
    perPage: Number(params.get('perPage') ?? 0),
  });
  return deviceAddress(query);
}
