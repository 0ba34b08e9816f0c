import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { readAccessToken } from '../storage/storageKeys';
import { consoleError } from './apiError';
import { createActivityApi, withActivity, type ActivityApi } from './activity';
import { createBulkApi, type BulkApi } from './bulk';
import { createDcAuthApi, type DcAuthApi } from './dcAuth';
import { createDevicesApi, type DevicesApi } from './devices';
import { createDriftBaselineApi, type DriftBaselineApi } from './driftBaselines';
import { createRolloutRecordsApi, type RolloutRecordsApi } from './rolloutRecords';
import { createPlayerRecordsApi, withPlayerOutcomes, type PlayerRecordsApi } from './playerRecords';
import { createContentApi, type ContentApi } from './content';
import { createContentFilesApi, type ContentFilesApi } from './contentFiles';
import { earlyAnswers, withEarlyAnswers, type EarlyAnswers } from './earlyAnswers';
import { ENDPOINTS } from './endpoints';
import type { Endpoint, EndpointContext, EndpointTable, Uploader, WriteExtra } from './endpointTypes';
import { ERROR_CODES } from './errorCodes';
import type { HttpClient } from './httpClient';
import { createListCache } from './listCache';
import { applyListParams } from './listParams';
import { createLookupsApi, type LookupsApi } from './lookups';
import { createPlatformApi, type PlatformApi } from './platform';
import { xhrUpload } from './xhrUpload';
import { createTenantApi, type TenantApi } from './tenant';
import { defaultBaseUrls, type BaseUrls } from './urls';
import { createWorkplaceApi, type WorkplaceApi } from './workplace';
import {
  createRecordsHttpClient,
  createRecordsProvider,
  withRecords,
  type RecordsHttpClient,
} from './records';
import { currentPlatformUrls } from '../storage/platformUrls';

/** How long a whole list is reused between getList calls (our choice: paging and typing stay instant). */
const LIST_CACHE_MS = 5_000;

/** react-admin's methods plus the console's custom calls, for `useDataProvider<AppDataProvider>()`. */
export type AppDataProvider = DataProvider &
  PlatformApi &
  DcAuthApi &
  TenantApi &
  DevicesApi &
  BulkApi &
  LookupsApi &
  ContentApi &
  ContentFilesApi &
  WorkplaceApi &
  DriftBaselineApi &
  RolloutRecordsApi &
  PlayerRecordsApi &
  ActivityApi & {
    /**
     * Drops cached whole lists (one resource, or all) so the next read downloads again. Answers a promise, as
     * react-admin's useDataProvider expects of every method.
     */
    invalidateLists(resource?: string): Promise<void>;
  };

export interface DataProviderOptions {
  endpoints?: EndpointTable;
  urls?: BaseUrls;
  listCacheMs?: number;
  now?: () => number;
  /** Identifies the session a cached list belongs to; default: the stored access token. */
  sessionKey?: () => string | null;
  /** Uploads with progress; default: XMLHttpRequest with the stored token. */
  upload?: Uploader;
  /** Answers asked for before the data provider's code loaded; default: the console's (earlyAnswers.ts). */
  early?: EarlyAnswers;
  /** The records server (`recordsUrl`, null when the platform keeps none) and its client. */
  records?: { url?: () => string | null; http?: RecordsHttpClient };
}

const sameId = (ids: readonly Identifier[]) => {
  const wanted = new Set(ids.map(String));
  return (record: RaRecord) => wanted.has(String(record.id));
};

export const createDataProvider = (http: HttpClient, options: DataProviderOptions = {}): AppDataProvider => {
  const endpoints = options.endpoints ?? ENDPOINTS;
  const urls = options.urls ?? defaultBaseUrls;
  // An endpoint's plain read takes the answer asked for while the console started, if one waits for it.
  const context: EndpointContext = {
    http: withEarlyAnswers(http, options.early ?? earlyAnswers),
    urls,
    upload: options.upload ?? xhrUpload,
  };
  const cache = createListCache(options.listCacheMs ?? LIST_CACHE_MS, options.now);
  const sessionKey = options.sessionKey ?? (() => readAccessToken());

  const endpointOf = (resource: string): Endpoint => {
    const endpoint = Object.hasOwn(endpoints, resource) ? endpoints[resource] : undefined;
    if (!endpoint) throw consoleError(ERROR_CODES.UNKNOWN_RESOURCE, 404);
    return endpoint;
  };

  const wholeList = async (resource: string): Promise<RaRecord[]> => {
    const endpoint = endpointOf(resource);
    return cache.get(resource, sessionKey(), () => endpoint.list(context), endpoint.cacheMs);
  };

  /** Runs a write, then forgets the resource's cached list whatever the outcome. */
  const write = async <T>(
    resource: string,
    run: (endpoint: Endpoint) => Promise<T> | undefined,
  ): Promise<T> => {
    try {
      const pending = run(endpointOf(resource));
      if (!pending) throw consoleError(ERROR_CODES.READ_ONLY_RESOURCE, 405);
      return await pending;
    } finally {
      cache.invalidate(resource);
    }
  };

  const updateOne = (resource: string, id: Identifier, data: Partial<RaRecord>, extra?: WriteExtra) =>
    write(resource, (endpoint) => endpoint.update?.(context, id, data, extra));
  const removeOne = (resource: string, id: Identifier, previousData?: RaRecord) =>
    write(resource, (endpoint) => endpoint.remove?.(context, id, { previousData }));

  // Records are the server's JSON; react-admin's per-call record types are the caller's claim, hence the cast.
  const base = {
    supportAbortSignal: true,
    getList: async (resource, params) =>
      applyListParams(await wholeList(resource), params, endpointOf(resource).searchFields),
    getOne: async (resource, { id, signal }) => ({
      data: await endpointOf(resource).one(context, id, signal),
    }),
    getMany: async (resource, { ids }) => ({ data: (await wholeList(resource)).filter(sameId(ids)) }),
    getManyReference: async (resource, { target, id, ...params }) =>
      applyListParams(
        await wholeList(resource),
        { ...params, filter: { ...params.filter, [target]: id } },
        endpointOf(resource).searchFields,
      ),
    create: async (resource, { data, meta }) => ({
      data: await write(resource, (endpoint) => endpoint.create?.(context, data, { meta })),
    }),
    update: async (resource, { id, data, previousData, meta }) => ({
      data: await updateOne(resource, id, data, { previousData, meta }),
    }),
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => updateOne(resource, id, data)));
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      await removeOne(resource, id, previousData);
      return { data: previousData ?? { id } };
    },
    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => removeOne(resource, id)));
      return { data: ids };
    },
  } as DataProvider;

  const records = createRecordsProvider(
    options.records?.url ?? (() => currentPlatformUrls().recordsUrl ?? null),
    options.records?.http ?? createRecordsHttpClient(),
  );
  const players = createPlayerRecordsApi(records);
  // An action on players also updates their records (the last outcome), as off its path as its entry.
  const activity = withPlayerOutcomes(createActivityApi(records), players);
  const combined = withRecords(
    {
      ...base,
      ...createPlatformApi(http, urls),
      ...createDcAuthApi(http, urls),
      ...createTenantApi(http, urls),
      ...createDevicesApi(http, urls, () => cache.invalidate('devices')),
      ...createBulkApi(http, urls),
      ...createLookupsApi(http, urls),
      ...createContentApi(http, urls, () => cache.invalidate('contentRules')),
      ...createContentFilesApi(http, urls, () => cache.invalidate('contentItems')),
      ...createWorkplaceApi(http, urls),
      ...createDriftBaselineApi(records),
      ...createRolloutRecordsApi(records),
      ...players,
      ...activity,
      invalidateLists: async (resource?: string) => cache.invalidate(resource),
    },
    records,
  );
  // Saves and deletes of profiles, themes, content items and rules are recorded here, whichever page made them.
  return withActivity(combined, activity);
};
