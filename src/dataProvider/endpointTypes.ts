import type { Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from './httpClient';
import type { BaseUrls } from './urls';
import type { UploadOptions } from './xhrUpload';

/**
 * The shape of an endpoint: what the data provider calls for one react-admin resource. The table of endpoints
 * (endpoints.ts) and each group of endpoints (looksEndpoints.ts, contentEndpoints.ts, lazyEndpoint.ts) build on
 * these types, so none of them imports another for its types.
 */
export interface EndpointContext {
  http: HttpClient;
  urls: BaseUrls;
  /** Multipart uploads with progress (XMLHttpRequest); absent where a resource never uploads files. */
  upload?: Uploader;
}

export interface Endpoint {
  /** Every record of the resource for the signed-in tenant. */
  list: (context: EndpointContext) => Promise<RaRecord[]>;
  one: (context: EndpointContext, id: Identifier, signal?: AbortSignal) => Promise<RaRecord>;
  /** Fields the `q` filter searches; nested paths allowed ('building.name'). */
  searchFields: readonly string[];
  /** How long the whole list is reused; default: the data provider's LIST_CACHE_MS. */
  cacheMs?: number;
  create?: (context: EndpointContext, data: Partial<RaRecord>, extra?: WriteExtra) => Promise<RaRecord>;
  update?: (
    context: EndpointContext,
    id: Identifier,
    data: Partial<RaRecord>,
    extra?: WriteExtra,
  ) => Promise<RaRecord>;
  /** `extra.previousData` is the record as the page had it, when the caller knows it. */
  remove?: (context: EndpointContext, id: Identifier, extra?: WriteExtra) => Promise<unknown>;
}

export type Uploader = <T = unknown>(url: string, form: FormData, options?: UploadOptions) => Promise<T>;

/** What react-admin passes beside the data: the record as loaded (update) and the caller's `meta`. */
export interface WriteExtra {
  previousData?: Partial<RaRecord>;
  meta?: Record<string, unknown>;
}

export type EndpointTable = Readonly<Record<string, Endpoint>>;

/** The calls of an endpoint that reads and writes (create, update and remove all present). */
export type EndpointCalls = Required<Pick<Endpoint, 'list' | 'one' | 'create' | 'update' | 'remove'>>;
