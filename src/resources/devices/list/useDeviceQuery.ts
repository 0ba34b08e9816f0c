import { startTransition, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { changeQuery, parseDeviceQuery, serializeDeviceQuery, type DeviceQuery } from './deviceQuery';

export interface ChangeOptions {
  replace?: boolean;
  background?: boolean;
}

export interface DeviceQueryControl {
  query: DeviceQuery;
  /**
   * Applies a change; typing in the search box replaces the history entry, anything else adds one. A background
   * change (the search catching up with the box) is a transition, so keystrokes never wait for it.
   */
  change: (change: Partial<DeviceQuery>, options?: ChangeOptions) => void;
}

/** The list's search, filters, sort and page, kept in the URL of the current route. */
export function useDeviceQuery(): DeviceQueryControl {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseDeviceQuery(new URLSearchParams(location.search)), [location.search]);
  const change = useCallback(
    (patch: Partial<DeviceQuery>, { replace = false, background = false }: ChangeOptions = {}) => {
      const search = serializeDeviceQuery(changeQuery(query, patch));
      const go = () => navigate({ pathname: location.pathname, search }, { replace });
      if (background) startTransition(go);
      else go();
    },
    [query, navigate, location.pathname],
  );
  return { query, change };
}
