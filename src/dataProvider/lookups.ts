import type { HttpClient } from './httpClient';
import { dcUrl } from './devices';
import { defaultBaseUrls, type BaseUrls, type CallOptions, type QueryValue } from './urls';
import { locationLevelOf, type LocationLevel } from '../contract/locations';

type Query = Record<string, QueryValue>;

/** The places, profiles and themes a device configuration chooses from (000 §7 Lookups). */

interface Place {
  id: string;
  name: string;
}
interface BuildingLookup extends Place {
  region: Place;
}
interface FloorLookup extends Place {
  level: number;
  building: Place;
  region: Place;
}
interface RoomLookup extends Place {
  floor: Place;
  building: Place;
  region: Place;
  reservable: boolean;
  capacity: number;
}
interface LocationLookup extends Place {
  level: LocationLevel;
  parentId: string | null;
}
/** A profile or theme as the per-type lists give it; only the fields the configuration form needs. */
interface LookLookup extends Place {
  type: string;
}

export interface LookupsApi {
  regions(options?: CallOptions): Promise<Place[]>;
  buildings(options?: CallOptions): Promise<BuildingLookup[]>;
  rooms(regionId: string, showNonReservable: boolean, options?: CallOptions): Promise<RoomLookup[]>;
  floors(regionId: string, options?: CallOptions): Promise<FloorLookup[]>;
  locations(options?: CallOptions): Promise<LocationLookup[]>;
  profilesOfType(type: string, options?: CallOptions): Promise<LookLookup[]>;
  themesOfType(type: string, options?: CallOptions): Promise<LookLookup[]>;
}

export const createLookupsApi = (http: HttpClient, urls: BaseUrls = defaultBaseUrls): LookupsApi => {
  const get = async <T>(path: string, query: Query, signal?: AbortSignal) =>
    await http<T | null>(dcUrl(urls, path, query), { signal });
  const items = async <T>(path: string, query: Query, signal?: AbortSignal) =>
    (await get<{ items?: T[] }>(path, query, signal))?.items ?? [];
  return {
    regions: async ({ signal } = {}) => (await get<Place[]>('/tenant/regions', {}, signal)) ?? [],
    buildings: ({ signal } = {}) => items<BuildingLookup>('/tenant/buildings', {}, signal),
    rooms: async (regionId, showNonReservable, { signal } = {}) =>
      (await get<RoomLookup[]>('/tenant/rooms/', { regionId, showNonReservable }, signal)) ?? [],
    floors: async (regionId, { signal } = {}) =>
      (await get<FloorLookup[]>('/tenant/floors/', { regionId }, signal)) ?? [],
    // A level the documents do not name (or none) is `none`, so the union holds whatever the backend sends.
    locations: async ({ signal } = {}) =>
      ((await get<LocationLookup[]>('/tenant/locations', {}, signal)) ?? []).map((location) => ({
        ...location,
        level: locationLevelOf(location.level),
      })),
    profilesOfType: (type, { signal } = {}) => items<LookLookup>('/profile/all', { type }, signal),
    themesOfType: (type, { signal } = {}) => items<LookLookup>('/theme/all', { type }, signal),
  };
};
