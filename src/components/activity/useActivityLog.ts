import { useCallback, useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { ActivityApi, ActivityKept } from '../../dataProvider/activity';
import type { ActivityInput } from '../../domain/activity/activityEntry';

/** The console's data provider as given to <Admin>, when it records activity (not react-admin's wrapper). */
export function useActivityApi(): Partial<ActivityApi> {
  return (useContext(DataProviderContext) ?? {}) as Partial<ActivityApi>;
}

/**
 * Records an action in the activity log once it has its outcome. It never waits for the action nor fails it: a
 * record not kept is said once, by ActivityNotices, and the action stands. A provider that records nothing (a
 * test's) answers 'noRecords'.
 */
export function useActivityLog(): (input: ActivityInput) => Promise<ActivityKept> {
  const api = useActivityApi();
  return useCallback(
    async (input: ActivityInput) => {
      if (typeof api.recordActivity !== 'function') return 'noRecords';
      try {
        return await api.recordActivity(input);
      } catch {
        return 'notKept';
      }
    },
    [api],
  );
}
