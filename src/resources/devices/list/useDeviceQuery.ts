import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { changeQuery, parseDeviceQuery, serializeDeviceQuery, type DeviceQuery } from './deviceQuery';

export interface DeviceQueryControl {
  query: DeviceQuery;
  /** Applies a change; typing in the search box replaces the history entry, anything else adds one. */
  change: (change: Partial<DeviceQuery>, options?: { replace?: boolean }) => void;
}

/** The list's search, filters, sort and page, kept in the URL of the current route. */
export function useDeviceQuery(): DeviceQueryControl {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseDeviceQuery(new URLSearchParams(location.search)), [location.search]);
  const change = useCallback(
    (patch: Partial<DeviceQuery>, { replace = false } = {}) => {
      const search = serializeDeviceQuery(changeQuery(query, patch));
      navigate({ pathname: location.pathname, search }, { replace });
    },
    [query, navigate, location.pathname],
  );
  return { query, change };
}
