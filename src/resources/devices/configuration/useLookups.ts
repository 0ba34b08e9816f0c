import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** Lookups change rarely; while a dialog is open they are read once. */
const STALE_MS = 60_000;

/** One lookup as a query; `enabled` false waits (e.g. rooms until a region is chosen). */
function useLookup<T>(
  key: readonly unknown[],
  read: (api: AppDataProvider, signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookups', ...key],
    queryFn: ({ signal }) => read(dataProvider, signal),
    enabled,
    staleTime: STALE_MS,
  });
}

export const useRegions = () => useLookup(['regions'], (api, signal) => api.regions({ signal }));
export const useBuildings = () => useLookup(['buildings'], (api, signal) => api.buildings({ signal }));
export const useLocations = () => useLookup(['locations'], (api, signal) => api.locations({ signal }));

export const useRooms = (regionId: string | null, showNonReservable: boolean) =>
  useLookup(
    ['rooms', regionId, showNonReservable],
    (api, signal) => api.rooms(regionId ?? '', showNonReservable, { signal }),
    regionId !== null,
  );

export const useFloors = (regionId: string | null) =>
  useLookup(['floors', regionId], (api, signal) => api.floors(regionId ?? '', { signal }), regionId !== null);

export const useProfiles = (type: string) =>
  useLookup(['profiles', type], (api, signal) => api.profilesOfType(type, { signal }));

export const useThemes = (type: string) =>
  useLookup(['themes', type], (api, signal) => api.themesOfType(type, { signal }));
