import { useEffect, useRef } from 'react';
import { useListContext, useLocation, useNavigate } from 'react-admin';
import {
  addressStep,
  listAddress,
  listViewOf,
  readListAddress,
  SEARCH_URL_DELAY_MS,
  type ListView,
} from './listAddress';

/**
 * Keeps a react-admin list that holds its own state (`disableSyncWithLocation`, so that a keystroke filters at
 * once without re-rendering the console) and its address in step, in the address format of every list: the
 * address a list opens at, and any later one (Back, Forward, a link), sets the list; the list's own changes go
 * into the address, typing replacing the history entry once it pauses (as on the Devices list), any other change
 * adding one. Rendered inside the list; `defaults` is the list as it first opens, left out of the address.
 */
export const ListAddressSync = ({
  defaults,
  delayMs = SEARCH_URL_DELAY_MS,
}: {
  defaults: ListView;
  delayMs?: number;
}) => {
  const { filterValues, sort, page, perPage, setFilters, setSort, setPage, setPerPage } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const list = listViewOf(
    { filter: filterValues, sort: sort.field, order: sort.order, page, perPage },
    defaults,
  );
  const address = listViewOf(readListAddress(location.search), defaults);
  const listText = listAddress(list, defaults);
  const addressText = listAddress(address, defaults);
  // The address when last looked at (none at first, so that it sets the list on opening), and whether the list is
  // catching up with an address rather than moving on its own.
  const seen = useRef<{ address: string | null; following: boolean }>({ address: null, following: false });
  // The address the list last set, until it arrives: when it arrives after a later change of the list (the next key
  // typed as the address takes the one before), it is not an address to follow back.
  const own = useRef<string | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { address: addressText, following: before.following };
    const arrived = addressText === own.current;
    if (arrived) own.current = null;
    if (listText === addressText) {
      seen.current.following = false;
      return undefined;
    }
    if (addressText !== before.address && !arrived) {
      seen.current.following = true;
      setFilters(address.filter, undefined);
      setSort({ field: address.sort, order: address.order });
      setPerPage(address.perPage);
      setPage(address.page);
      return undefined;
    }
    const go = (replace: boolean) => {
      own.current = listText;
      navigate({ pathname: location.pathname, search: listText }, { replace });
    };
    // A list correcting an address it could not show as named (a page past the end) replaces it.
    if (before.following) {
      seen.current.following = false;
      go(true);
      return undefined;
    }
    if (addressStep(address, list) === 'step') {
      go(false);
      return undefined;
    }
    const timer = setTimeout(() => go(true), delayMs);
    return () => clearTimeout(timer);
    // The texts stand for the views: the effect runs when either side shows something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listText, addressText]);
  return null;
};
