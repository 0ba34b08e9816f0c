import { startTransition, useCallback, useEffect, useMemo } from 'react';
import { readListAddress } from '../../../components/list/listAddress';
import { useListParams, useLocation, useNavigate } from 'react-admin';
import { changeQuery, DEFAULT_VIEW, deviceAddress, deviceQueryOf, type DeviceQuery } from './deviceQuery';
import { legacyDeviceAddress } from './legacyDeviceAddress';

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

/**
 * The list's search, filters, sort and page, read from the address by react-admin's list parameters (as every
 * list of the console) and written back in the same format. The address alone holds them (no store), so
 * /kiosk/devices always opens the whole fleet and a link always opens what it names.
 */
export function useDeviceQuery(): DeviceQueryControl {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useListParams({
    resource: 'devices',
    sort: { field: DEFAULT_VIEW.sort, order: DEFAULT_VIEW.order },
    perPage: DEFAULT_VIEW.perPage,
    storeKey: false,
  });
  const { filter, sort, order, page, perPage } = params;
  const legacy = useMemo(() => legacyDeviceAddress(location.search), [location.search]);
  // A link of the earlier format shows its view at once, and its address is replaced by today's.
  const query = useMemo(
    () => deviceQueryOf(legacy !== null ? readListAddress(legacy) : { filter, sort, order, page, perPage }),
    [legacy, filter, sort, order, page, perPage],
  );
  useEffect(() => {
    if (legacy !== null) navigate({ pathname: location.pathname, search: legacy }, { replace: true });
  }, [legacy, navigate, location.pathname]);
  const change = useCallback(
    (patch: Partial<DeviceQuery>, { replace = false, background = false }: ChangeOptions = {}) => {
      const search = deviceAddress(changeQuery(query, patch));
      const go = () => navigate({ pathname: location.pathname, search }, { replace });
      if (background) startTransition(go);
      else go();
    },
    [query, navigate, location.pathname],
  );
  return { query, change };
}
