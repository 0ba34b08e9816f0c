import { combineDataProviders, fetchUtils, HttpError, type DataProvider } from 'ra-core';
import { REQUEST_TIMEOUT_MS } from '../config';
import { RECORD_ERRORS, type RecordResource } from '../contract/records';
import { anySignal, timeoutSignal } from '../domain/abortSignals';
import { readAccessToken } from '../storage/storageKeys';
import { ApiError, consoleError } from './apiError';
import { ERROR_CODES } from './errorCodes';

/**
 * The resources served by the records server at `recordsUrl` (ra-data-simple-rest) rather than by the platform
 * and the device-control backend (the envelope provider). A records resource is one line here.
 */
const RECORDS_TABLE: Readonly<Record<RecordResource, true>> = {
  activity: true,
  rollouts: true,
  players: true,
  baselines: true,
  sheets: true,
};

const isRecordsResource = (resource: string): resource is RecordResource =>
  Object.hasOwn(RECORDS_TABLE, resource);

/** The client ra-data-simple-rest calls: `fetchUtils.fetchJson`'s shape. */
export type RecordsHttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => ReturnType<typeof fetchUtils.fetchJson>;

export interface RecordsHttpDeps {
  fetchJson?: typeof fetchUtils.fetchJson;
  getToken?: () => string | null;
  timeoutMs?: number;
}

/** The records server's error as the console's: a stale version is RECORD_CONFLICT, the rest by status. */
function recordsError(error: unknown, callerSignal?: AbortSignal | null): unknown {
  if (callerSignal?.aborted) return error;
  if (!(error instanceof HttpError)) return consoleError(ERROR_CODES.RECORDS_UNAVAILABLE);
  const body = (error.body ?? {}) as { code?: unknown; current?: unknown };
  if (error.status === 401) return error;
  if (error.status === 409 || body.code === RECORD_ERRORS.staleVersion)
    return new ApiError(ERROR_CODES.RECORD_CONFLICT, error.message, 409, {
      code: ERROR_CODES.RECORD_CONFLICT,
      current: body.current,
    });
  if (error.status >= 500 || error.status === 0)
    return consoleError(ERROR_CODES.RECORDS_UNAVAILABLE, error.status);
  return new ApiError(ERROR_CODES.OTHERS, error.message, error.status, {
    code: body.code,
    message: error.message,
  });
}

/** ra-data-simple-rest's client with the platform's bearer token, the request timeout and the console's errors. */
export const createRecordsHttpClient =
  (deps: RecordsHttpDeps = {}): RecordsHttpClient =>
  async (url, options = {}) => {
    const fetchJson = deps.fetchJson ?? fetchUtils.fetchJson;
    const token = (deps.getToken ?? readAccessToken)();
    const timeout = timeoutSignal(deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = options.signal ? anySignal([options.signal, timeout]) : timeout;
    try {
      return await fetchJson(url, {
        ...options,
        signal,
        user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
      });
    } catch (error) {
      throw recordsError(error, options.signal);
    }
  };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A filter as the records API reads it: react-admin's forms nest a dotted source (`createdBy.name_like` becomes
 * `{createdBy: {name_like}}`), the API reads the dotted path; empty values filter nothing and are left out.
 */
function recordsFilter(filter: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) Object.assign(flat, recordsFilter(value, path));
    else if (value !== undefined && value !== null && value !== '') flat[path] = value;
  }
  return flat;
}

/** Loads the records client ahead of the first records call (a records page loads it beside its own code). */
export const preloadRecordsClient = () => import('ra-data-simple-rest');

/**
 * ra-data-simple-rest at the records URL of the moment (null: this platform keeps no records, and every call
 * fails with RECORDS_NOT_CONFIGURED instead of reaching any server). The package loads with the first records call,
 * never with the sign-in page.
 */
export function createRecordsProvider(
  recordsUrl: () => string | null,
  http: RecordsHttpClient,
): DataProvider {
  const providers = new Map<string, DataProvider>();
  const current = async (): Promise<DataProvider> => {
    const base = recordsUrl();
    if (!base) throw consoleError(ERROR_CODES.RECORDS_NOT_CONFIGURED, 501);
    const { default: simpleRestProvider } = await preloadRecordsClient();
    const known = providers.get(base) ?? flattened(simpleRestProvider(base.replace(/\/+$/, ''), http));
    providers.set(base, known);
    return known;
  };
  return new Proxy({} as DataProvider, {
    get: (_target, name) =>
      typeof name === 'symbol' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => ((await current())[name] as (...a: unknown[]) => unknown)(...args),
  });
}

/** The list calls with their filter as the records API reads it (`recordsFilter`). */
const flattened = (provider: DataProvider): DataProvider => ({
  ...provider,
  getList: (resource, params) =>
    provider.getList(resource, { ...params, filter: recordsFilter(params.filter ?? {}) }),
  getManyReference: (resource, params) =>
    provider.getManyReference(resource, { ...params, filter: recordsFilter(params.filter ?? {}) }),
});

const CRUD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * react-admin's way of serving resources from two providers: the records resources go to `records`, every other
 * to `envelope`. The envelope provider's own custom calls stay as they are.
 */
export function withRecords<T extends DataProvider>(envelope: T, records: DataProvider): T {
  const combined = combineDataProviders((resource) => (isRecordsResource(resource) ? records : envelope));
  const crud = Object.fromEntries(CRUD_METHODS.map((name) => [name, combined[name]]));
  return { ...envelope, ...crud };
}
