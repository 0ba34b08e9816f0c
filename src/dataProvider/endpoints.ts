import type { Identifier, RaRecord } from 'ra-core';
import type { HttpClient } from './httpClient';
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
 *
 * Whole lists are sorted, filtered (`q` over `searchFields`) and paged in the browser by applyListParams.
 * A resource without create/update/remove is read-only: those methods reject with READ_ONLY_RESOURCE.
 * Profiles and themes write with POST, PUT and DELETE on the same paths (looksEndpoints.ts).
 */
export interface EndpointContext {
  http: HttpClient;
  urls: BaseUrls;
}

export interface Endpoint {
  /** Every record of the resource for the signed-in tenant. */
  list: (context: EndpointContext) => Promise<RaRecord[]>;
  one: (context: EndpointContext, id: Identifier, signal?: AbortSignal) => Promise<RaRecord>;
  /** Fields the `q` filter searches; nested paths allowed ('building.name'). */
  searchFields: readonly string[];
  create?: (context: EndpointContext, data: Partial<RaRecord>) => Promise<RaRecord>;
  update?: (context: EndpointContext, id: Identifier, data: Partial<RaRecord>) => Promise<RaRecord>;
  remove?: (context: EndpointContext, id: Identifier) => Promise<unknown>;
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

export const ENDPOINTS: EndpointTable = { devices, profiles, themes };
