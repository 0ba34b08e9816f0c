import { applyListParams, fold, searchTerms } from '../../../dataProvider/listParams';
import { DEVICE_STATUSES, deviceTitle, type Device, type DeviceStatus } from '../deviceModel';
import type { DeviceQuery } from './deviceQuery';
import { MISSING, orMissing } from '../../../components/missingValue';

/**
 * A device with what the list shows, filters and sorts on, computed once per download. A fixed shape (no spread of
 * the device) keeps 10,000 of them cheap to build.
 */
export interface DeviceRow {
  id: string;
  device: Device;
  name: string;
  label: string | null;
  type: Device['type'];
  status: Device['status'];
  group: string | null;
  building: Device['building'];
  lastConnected: string | null;
  title: string;
  typeLabel: string;
  /** The model's name where the console knows it (Mini Display), else its model id. */
  model: string;
  /** Building / room for a room display, the location for a feedback display, else the building. */
  place: string;
  /** "app / firmware", dashes for unknown parts. */
  versions: string;
  /** Every searchable text, folded (lower case without accents), as a search compares it. */
  readonly search: string;
}

/** Where a device stands, as one line. */
export function placeOf(device: Pick<Device, 'building' | 'room' | 'location'>): string {
  if (device.location) return device.location.name;
  if (device.building && device.room) return `${device.building.name} / ${device.room.name}`;
  return device.building?.name ?? device.room?.name ?? '';
}

/** A label function that asks for each distinct key once. */
const remembered = (label: (key: string) => string): ((key: string) => string) => {
  const labels = new Map<string, string>();
  return (key) => {
    let text = labels.get(key);
    if (text === undefined) {
      text = label(key);
      labels.set(key, text);
    }
    return text;
  };
};

/**
 * A row as toRows builds it: what the list shows is computed at once, the folded search text the first time a
 * search reads it (most rows of a large fleet are never searched before the next download; building every row's
 * text up front was a third of the rows' time at 100,000 devices).
 */
class BuiltRow implements DeviceRow {
  readonly id: string;
  readonly name: string;
  readonly label: string | null;
  readonly type: Device['type'];
  readonly status: Device['status'];
  readonly group: string | null;
  readonly building: Device['building'];
  readonly lastConnected: string | null;
  readonly versions: string;
  /** The search text once folded; a plain field (a #private one costs a WeakMap entry per row in the build). */
  private folded: string | null = null;

  constructor(
    readonly device: Device,
    readonly title: string,
    readonly typeLabel: string,
    readonly model: string,
    readonly place: string,
  ) {
    this.id = device.id;
    this.name = device.name;
    this.label = device.label;
    this.type = device.type;
    this.status = device.status;
    this.group = device.group;
    this.building = device.building;
    this.lastConnected = device.lastConnected;
    this.versions =
      device.appVersion || device.firmwareVersion
        ? `${orMissing(device.appVersion)} / ${orMissing(device.firmwareVersion)}`
        : MISSING;
  }

  get search(): string {
    const { device } = this;
    this.folded ??= fold(
      `${this.title}\n${device.name}\n${this.typeLabel}\n${this.place}\n${device.group ?? ''}\n` +
        `${device.serialNumber}\n${device.ipAddress}\n${device.modelId}`,
    );
    return this.folded;
  }
}

/**
 * The rows of a whole download; the label of each display type and model is asked for once, not once per
 * device. A model without a name of its own shows as its model id.
 */
export function toRows(
  devices: readonly Device[],
  typeLabel: (type: string) => string,
  modelLabel: (modelId: string) => string = (modelId) => modelId,
): DeviceRow[] {
  const labelOf = remembered(typeLabel);
  const modelOf = remembered(modelLabel);
  return devices.map(
    (device) =>
      new BuiltRow(
        device,
        deviceTitle(device),
        labelOf(device.type),
        device.modelId ? modelOf(device.modelId) : '',
        placeOf(device),
      ),
  );
}

/** Rows folded between two looks at the clock. */
const WARM_BATCH = 500;
/** The most one task folds for, so that a click or key arriving meanwhile hardly waits. */
const WARM_SLICE_MS = 5;

/**
 * Folds the rows' search texts once the page is idle after drawing, 5 ms a task, so that the first key typed finds
 * them made instead of folding the whole fleet at once. (One slice per idle callback would spread a quarter of a
 * second of work over seconds: the browser offers one idle period per frame or per 50 ms.) Answers the function
 * that stops it (another download, the tab left).
 */
export function warmSearch(rows: readonly DeviceRow[]): () => void {
  let next = 0;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const until = performance.now() + WARM_SLICE_MS;
    while (next < rows.length && performance.now() < until) {
      const end = Math.min(rows.length, next + WARM_BATCH);
      for (; next < end; next += 1) void rows[next].search;
    }
    if (next < rows.length) setTimeout(step, 0);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(step);
  else setTimeout(step, 0);
  return () => {
    stopped = true;
  };
}

export type StatusCounts = Record<DeviceStatus, number>;

export interface QueryResult {
  /** Every row the query matches, sorted (the whole list itself when nothing narrows it: read it, never change it). */
  matching: readonly DeviceRow[];
}

/** Rows per status over the whole fleet: the fleet health chart, which no search or filter narrows. */
export function fleetStatusCounts(rows: readonly DeviceRow[]): StatusCounts {
  const counts = Object.fromEntries(DEVICE_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

/** The whole list in each order it was shown in, per download: a later search or filter only picks from it. */
const sortedLists = new WeakMap<readonly DeviceRow[], Map<string, readonly DeviceRow[]>>();

const narrowing = (query: DeviceQuery): Record<string, unknown> => {
  const filter: Record<string, unknown> = { type: query.type, group: query.group, status: query.status };
  if (query.building.length) filter['building.id'] = query.building;
  return filter;
};

/**
 * Search, filters and sort over the whole list (paging is the caller's). The whole list sorted is kept per order,
 * so that each keystroke after it only filters. Filtering that kept list gives the order sorting the matches would
 * (the sort is stable: rows that compare equal keep the download's order either way); a narrowed list with no kept
 * order sorts only its matches.
 */
export function queryRows(rows: readonly DeviceRow[], query: DeviceQuery): QueryResult {
  let orders = sortedLists.get(rows);
  if (!orders) {
    orders = new Map();
    sortedLists.set(rows, orders);
  }
  const key = `${query.sort} ${query.order}`;
  const kept = orders.get(key);
  const filter = narrowing(query);
  const filtered = Object.values(filter).some((wanted) => Array.isArray(wanted) && wanted.length > 0)
    ? applyListParams(kept ?? rows, { filter }).data
    : (kept ?? rows);
  const terms = searchTerms(query.q);
  const found = terms.length
    ? filtered.filter((row) => terms.every((term) => row.search.includes(term)))
    : filtered;
  if (kept) return { matching: found };
  const sort = { field: query.sort, order: query.order === 'desc' ? ('DESC' as const) : ('ASC' as const) };
  const matching = applyListParams(found, { sort }).data;
  if (found === rows) orders.set(key, matching);
  return { matching };
}

/** The rows of one page. */
export const pageOf = <T>(rows: readonly T[], page: number, perPage: number): T[] =>
  rows.slice((page - 1) * perPage, page * perPage);

/** The last page that has rows (1 when there are none). */
export const lastPage = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

const byLabel = (a: { label: string }, b: { label: string }): number =>
  a.label.localeCompare(b.label, undefined, { numeric: true });

/** The groups and buildings the list holds, as filter choices sorted by name. */
export function filterChoices(rows: readonly DeviceRow[]): {
  groups: { value: string; label: string }[];
  buildings: { value: string; label: string }[];
} {
  const groups = new Map<string, string>();
  const buildings = new Map<string, string>();
  for (const row of rows) {
    if (row.group) groups.set(row.group, row.group);
    if (row.building) buildings.set(row.building.id, row.building.name);
  }
  const choices = (map: Map<string, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort(byLabel);
  return { groups: choices(groups), buildings: choices(buildings) };
}
