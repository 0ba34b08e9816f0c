import type { RaRecord } from 'ra-core';
import { CONTENT_CACHE_LIFETIME_MS } from '../config';
import { lazyEndpoint } from './lazyEndpoint';
import { profiles, themes } from './looksEndpoints';
import type { Endpoint, EndpointContext, EndpointTable } from './endpointTypes';
import { joinUrl, withQuery } from './urls';

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

const dc = ({ urls }: EndpointContext, path: string): string => joinUrl(urls.dc(), path);

const devices: Endpoint = {
  list: async (context) =>
    (await context.http<{ items?: RaRecord[] } | null>(dc(context, '/device/all'), { large: true }))?.items ??
    [],
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
