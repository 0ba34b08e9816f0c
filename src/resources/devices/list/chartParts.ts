import { DEVICE_STATUSES, STATUS_COLOR, statusFill, statusLabelKey, type DeviceStatus } from '../deviceModel';
import type { StatusCounts } from './deviceRows';

export interface ChartPart {
  status: DeviceStatus;
  count: number;
  /** Share of the total in percent (0 when there is nothing). */
  share: number;
  labelKey: string;
  color: (typeof STATUS_COLOR)[DeviceStatus];
  /** Theme colour path of the part's fill. */
  fill: string;
}

/** The fleet-health chart's parts, one per status in code order, with their share of the whole. */
export function chartParts(counts: StatusCounts): ChartPart[] {
  const total = DEVICE_STATUSES.reduce<number>((sum, status) => sum + (counts[status] ?? 0), 0);
  return DEVICE_STATUSES.map((status) => {
    const count = counts[status] ?? 0;
    return {
      status,
      count,
      share: total === 0 ? 0 : (count / total) * 100,
      labelKey: statusLabelKey(status),
      color: STATUS_COLOR[status],
      fill: statusFill(status),
    };
  });
}

/** Clicking a part: show only that status, or everything again when it is the only one shown. */
export const toggledStatus = (current: readonly DeviceStatus[], status: DeviceStatus): DeviceStatus[] =>
  current.length === 1 && current[0] === status ? [] : [status];
