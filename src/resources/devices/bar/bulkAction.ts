import { BULK_CONCURRENCY } from '../../../config';
import type { TargetInput } from '../../../domain/activity/activityEntry';
import { codeKey, ERROR_CODES, errorMessageKey } from '../../../dataProvider/errorCodes';
import { isDeviceError } from '../../../players/errors';
import { runPool, type PoolResult } from '../../../players/pool';
import { deviceTitle, type Device } from '../deviceModel';

/** One device an action failed on, and why (a translation key, or the server's own words). */
export interface ActionFailure {
  id: string;
  title: string;
  reason: string;
}

export interface ActionSummary {
  total: number;
  succeeded: number;
  failed: ActionFailure[];
}

/** Why one device failed: a cancelled run says so; otherwise the call's own error. */
const reasonOf = (error: unknown): string => {
  if (isDeviceError(error, 'USER_CANCELLATION')) return codeKey(ERROR_CODES.USER_CANCELLATION);
  return errorMessageKey(isDeviceError(error) && error.cause !== undefined ? error.cause : error);
};

/** How many succeeded, and which failed and why, in the order of the devices. */
function summarizeActions(results: readonly PoolResult<Device, unknown>[]): ActionSummary {
  const failed = results
    .filter((result) => !result.ok)
    .map((result) => ({
      id: result.item.id,
      title: deviceTitle(result.item),
      reason: result.ok ? '' : reasonOf(result.error),
    }));
  return { total: results.length, succeeded: results.length - failed.length, failed };
}

export interface ActionProgress {
  done: number;
  total: number;
}

export interface BulkActionOptions {
  signal?: AbortSignal;
  concurrency?: number;
  onProgress?: (progress: ActionProgress) => void;
}

/**
 * Runs one call per device with bounded concurrency (BULK_CONCURRENCY by default). Never rejects: every device
 * ends as succeeded or failed with a reason, cancelled ones included.
 */
export async function runBulkAction(
  devices: readonly Device[],
  call: (device: Device, signal: AbortSignal | undefined) => Promise<unknown>,
  { signal, concurrency = BULK_CONCURRENCY, onProgress }: BulkActionOptions = {},
): Promise<ActionSummary> {
  const results = await runPool(devices, (device, poolSignal) => call(device, poolSignal), {
    concurrency,
    signal,
    onProgress: ({ completed, total }) => onProgress?.({ done: completed, total }),
  });
  return summarizeActions(results);
}

export interface FailureGroup {
  reason: string;
  count: number;
  /** The first devices that failed for this reason. */
  titles: string[];
}

/** Failures by reason, most frequent first, naming at most `maxTitles` devices per reason. */
export function groupFailures(failed: readonly ActionFailure[], maxTitles: number): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const failure of failed) {
    let group = groups.get(failure.reason);
    if (!group) {
      group = { reason: failure.reason, count: 0, titles: [] };
      groups.set(failure.reason, group);
    }
    group.count += 1;
    if (group.titles.length < maxTitles) group.titles.push(failure.title);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** The devices of a finished action as the activity log keeps them: id and name, done or the reason it failed. */
export function summaryTargets(devices: readonly Device[], summary: ActionSummary): TargetInput[] {
  const failed = new Map(summary.failed.map((failure) => [failure.id, failure.reason]));
  return devices.map((device) => ({
    id: device.id,
    name: deviceTitle(device),
    ok: !failed.has(device.id),
    error: failed.get(device.id),
  }));
}
