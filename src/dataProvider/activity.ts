import type { DataProvider, RaRecord } from 'ra-core';
import type { ActivityAction } from '../contract/activity';
import { activityEntries, type ActivityInput } from '../domain/activity/activityEntry';
import { ApiError } from './apiError';
import { ERROR_CODES } from './errorCodes';

/** What became of an action's record: kept, not kept (the action stands), or a platform that keeps no records. */
export type ActivityKept = 'kept' | 'notKept' | 'noRecords';

type ActivityNotKeptListener = (action: ActivityAction) => void;

export interface ActivityApi {
  /**
   * Records an action once it has its outcome (every part of it), in a later task: the action never waits for its
   * record. Never fails: a record that cannot be written answers 'notKept', and every watcher hears of it.
   */
  recordActivity(input: ActivityInput): Promise<ActivityKept>;
  /** Hears of every record not kept; answers (as a promise, like every call) how to stop. */
  watchActivityNotKept(listener: ActivityNotKeptListener): Promise<() => void>;
}

/** Resolves in a later task, after what the caller does next and the render it schedules. */
const afterCurrentTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createActivityApi(records: DataProvider): ActivityApi {
  const listeners = new Set<ActivityNotKeptListener>();
  const recordActivity = async (input: ActivityInput): Promise<ActivityKept> => {
    // Off the action's path: the entry is built and sent once the action has gone on to show its outcome (a
    // 1,000-device push's entry takes tens of milliseconds to build and serialise).
    await afterCurrentTask();
    const bodies = activityEntries(input);
    if (bodies.length === 0) return 'kept';
    try {
      // The parts of a large action go side by side: one round trip, not one per part.
      await Promise.all(bodies.map((data) => records.create('activity', { data })));
      return 'kept';
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.RECORDS_NOT_CONFIGURED) return 'noRecords';
      for (const listener of listeners) listener(input.action);
      return 'notKept';
    }
  };
  return {
    recordActivity,
    watchActivityNotKept: async (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The react-admin resources whose saves and deletes the activity log keeps, with their actions. */
const RESOURCE_ACTIONS: Readonly<Record<string, { save: ActivityAction; delete: ActivityAction }>> = {
  profiles: { save: 'profile.save', delete: 'profile.delete' },
  themes: { save: 'theme.save', delete: 'theme.delete' },
  contentItems: { save: 'contentItem.save', delete: 'contentItem.delete' },
  contentRules: { save: 'contentRule.save', delete: 'contentRule.delete' },
};

const nameOf = (...records: (Partial<RaRecord> | undefined)[]): string | undefined => {
  for (const record of records) {
    const name = record?.name ?? record?.title ?? record?.label;
    if (typeof name === 'string' && name.trim()) return name;
  }
  return undefined;
};

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'dm.activity.failedUnknown';

/**
 * react-admin's create, update and delete of the resources above, each recorded once it has its outcome (a
 * failed save too); the values before and after are the record as it was read and as it was sent.
 */
export function withActivity<T extends DataProvider>(provider: T, activity: ActivityApi): T {
  const recorded = async <R>(
    resource: string,
    kind: 'save' | 'delete',
    run: () => Promise<R>,
    target: (result: R | undefined) => Parameters<ActivityApi['recordActivity']>[0]['targets'][number],
  ): Promise<R> => {
    const actions = Object.hasOwn(RESOURCE_ACTIONS, resource) ? RESOURCE_ACTIONS[resource] : undefined;
    if (!actions) return run();
    try {
      const result = await run();
      void activity.recordActivity({ action: actions[kind], targets: [target(result)] });
      return result;
    } catch (error) {
      void activity.recordActivity({
        action: actions[kind],
        targets: [{ ...target(undefined), ok: false, error: reasonOf(error) }],
      });
      throw error;
    }
  };
  return {
    ...provider,
    create: (resource, params) =>
      recorded(
        resource,
        'save',
        () => provider.create(resource, params),
        (result) => ({
          id: result?.data.id ?? '',
          name: nameOf(result?.data, params.data as Partial<RaRecord>),
          ok: true,
          after: params.data,
        }),
      ),
    update: (resource, params) =>
      recorded(
        resource,
        'save',
        () => provider.update(resource, params),
        () => ({
          id: params.id,
          name: nameOf(params.data as Partial<RaRecord>, params.previousData),
          ok: true,
          before: params.previousData,
          after: { ...params.previousData, ...params.data },
        }),
      ),
    delete: (resource, params) =>
      recorded(
        resource,
        'delete',
        () => provider.delete(resource, params),
        () => ({ id: params.id, name: nameOf(params.previousData), ok: true, before: params.previousData }),
      ),
  };
}
