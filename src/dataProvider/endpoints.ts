import type { Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from './httpClient';
import type { UploadOptions } from './xhrUpload';
import { CONTENT_CACHE_LIFETIME_MS } from '../config';
import { lazyEndpoint } from './lazyEndpoint';
import { profiles, themes } from './looksEndpoints';
import { joinUrl, withQuery, type BaseUrls } from './urls';

/**
 * The endpoint table: which device-control call serves each react-admin resource.
 *
 * | resource | getList, getMany, getManyReference                   | getOne                    |
 * |----------|------------------------------------------------------|---------------------------|
 * | devices  | GET {DC}/device/all → result.items (the whole list)  | GET {DC}/device?id={id}   |
 * | profiles | GET {DC}/profile/all?type= for RD, FD and FBD        | GET {DC}/profile?id={id}  |
 * | themes   | GET {DC}/theme/all?type= for RD, FD and FBD          | GET {DC}/theme?id={id}    |
 * | contentItems | GET {platform}/rest/v2/customcontents?types=     | GET …/customcontents/{id} |
 * | contentRules | GET {DC}/customcontent/rules                     | from the whole list       |
 *
 * Whole lists are sorted, filtered (`q` over `searchFields`) and paged in the browser by applyListParams.
 * A resource without create/update/remove is read-only: those methods reject with READ_ONLY_RESOURCE.
 * Profiles and themes write with POST, PUT and DELETE on the same paths (looksEndpoints.ts); the content
 * library and rules write as contentEndpoints.ts says, and keep their lists 5 minutes (000 §4).
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

const dc = ({ urls }: EndpointContext, path: string): string => joinUrl(urls.dc(), path);

const devices: Endpoint = {
  list: async (context) =>
    (await context.http<{ items?: RaRecord[] } | null>(dc(context, '/device/all')))?.items ?? [],
  one: (context, id, signal) => context.http<RaRecord>(withQuery(dc(context, '/device'), { id }), { signal }),
  searchFields: [
    'name',
    'label',
    'serialNumber',
    'ipAddress',
    'modelId',
    'group',
    'building.name',
    'room.name',
  ],
};

/** The content library and rules (000 §7) load with their pages; their lists are kept 5 minutes (000 §4). */
const loadContent = () => import('./contentEndpoints');
const contentItems = lazyEndpoint(async () => (await loadContent()).contentItems, {
  searchFields: ['name', 'type', 'labels'],
  cacheMs: CONTENT_CACHE_LIFETIME_MS,
});
const contentRules = lazyEndpoint(async () => (await loadContent()).contentRules, {
  searchFields: ['name', 'description'],
  cacheMs: CONTENT_CACHE_LIFETIME_MS,
});

export const ENDPOINTS: EndpointTable = { devices, profiles, themes, contentItems, contentRules };
