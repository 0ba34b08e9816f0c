import { useMutation, useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { DataProviderContext, useDataProvider, useRefresh } from 'react-admin';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { BULK_CONCURRENCY } from '../../../config';
import type { ActivityEntry, ActivityTarget } from '../../../contract/activity';
import type { AppDataProvider } from '../../../dataProvider';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import type { Device } from '../../../domain/device';
import { runPool } from '../../../players/pool';
import { pushRows, type PushOutcome } from '../../devices/bulk/pushRows';
import { planDeviceRevert, revertableTargets, revertTargets, toSend, type RevertPlan } from './deviceRevert';

/** A device the revert could not read: its target and why. */
export interface UnreadTarget {
  target: ActivityTarget;
  error: string;
}

export interface RevertOutcome {
  sent: RevertPlan[];
  outcomes: PushOutcome[];
}

/** Reads each device of the entry as it is now (its configuration and where it stands) and plans its revert. */
async function readPlans(
  provider: AppDataProvider,
  targets: readonly ActivityTarget[],
  signal: AbortSignal,
): Promise<(RevertPlan | UnreadTarget)[]> {
  const results = await runPool(
    targets,
    async (target, _signal, index) => {
      const [stored, device] = await Promise.all([
        provider.deviceConfiguration(target.id, { signal }),
        provider.getOne<Device>('devices', { id: target.id, signal }),
      ]);
      const place = { region: device.data.region?.id ?? null, building: device.data.building?.id ?? null };
      return planDeviceRevert(index, target, { stored, place });
    },
    { concurrency: BULK_CONCURRENCY, signal },
  );
  return results.map((result) =>
    result.ok ? result.value : { target: result.item, error: errorMessageKey(result.error) },
  );
}

export const isPlan = (read: RevertPlan | UnreadTarget): read is RevertPlan => 'row' in read;

/**
 * The revert of an entry that changed devices: each device read as it is now (what would change back, and
 * whether it changed again since), then the earlier values sent through the Devices tab's bulk push, with its
 * outcome per device; the revert is recorded as an entry of its own.
 */
export function useDeviceRevert(entry: ActivityEntry) {
  const dataProvider = useDataProvider<AppDataProvider>();
  // As the bulk push does: the provider itself, so that a 401 ends this run's rows rather than leaving the page.
  const provider = (useContext(DataProviderContext) ?? dataProvider) as AppDataProvider;
  const log = useActivityLog();
  const refresh = useRefresh();
  const targets = useMemo(() => revertableTargets(entry), [entry]);
  const read = useQuery({
    queryKey: ['activity', 'revert', entry.id],
    queryFn: ({ signal }) => readPlans(provider, targets, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const apply = useMutation({
    mutationFn: async (plans: readonly RevertPlan[]): Promise<RevertOutcome> => {
      const sent = toSend(plans);
      const outcomes = await pushRows(
        sent.map((plan) => plan.row),
        (deviceId, payload, signal) => provider.saveDeviceConfiguration(deviceId, payload, { signal }),
        {
          concurrency: BULK_CONCURRENCY,
          read: (deviceId, signal) => provider.deviceConfiguration(deviceId, { signal }),
        },
      );
      await log({
        action: 'device.revert',
        targets: revertTargets(sent, outcomes),
        detail: { revertOf: entry.id },
      });
      refresh();
      return { sent, outcomes };
    },
  });
  return { read, apply };
}
