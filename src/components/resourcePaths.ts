import { createContext, useContext, useMemo } from 'react';
import { useBasename, useResourceContext, type Identifier } from 'react-admin';

/**
 * The address a resource's list is served at, as the area that serves it says (`/contentlibrary` for the content
 * library). Unset, the address is react-admin's own: `<basename>/<resource>` (`/kiosk/profiles`).
 */
export const ResourceAddressContext = createContext<string | undefined>(undefined);

/** The addresses of a resource's pages, below the address of its list. */
export interface ResourcePaths {
  list: string;
  create: string;
  edit(id: Identifier): string;
  show(id: Identifier): string;
  /** A page of the resource's own (`pages` in its module): `page('preview')` → `/contentadmin/preview`. */
  page(path: string): string;
}

const resourcePaths = (address: string): ResourcePaths => {
  const record = (id: Identifier) => `${address}/${encodeURIComponent(String(id))}`;
  return {
    list: address,
    create: `${address}/create`,
    edit: record,
    show: (id) => `${record(id)}/show`,
    page: (path) => `${address}/${path}`,
  };
};

/**
 * The addresses of the current resource's pages wherever `src/routes.tsx` serves it, for links, `navigate` and
 * redirect functions. They are whole addresses: react-admin puts the area's basename before what a redirect
 * function returns, and an area that one resource owns (content) has none.
 */
export const useResourcePaths = (): ResourcePaths => {
  const address = useContext(ResourceAddressContext);
  const basename = useBasename();
  const resource = useResourceContext();
  const list = address ?? `${basename}/${resource ?? ''}`;
  return useMemo(() => resourcePaths(list), [list]);
};
