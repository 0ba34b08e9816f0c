import { useEffect, type ComponentType } from 'react';
import { Resource, RestoreScrollPosition } from 'react-admin';
import { Route } from 'react-router-dom';
import { ResourceAddressContext } from '../components/resourcePaths';
import type { ResourceModule } from '../resources/resourceModule';
import { ToNotFound } from './ToNotFound';

export interface ServedResourceProps {
  /** The resource's name, as the data provider knows it. */
  name: string;
  module: ResourceModule;
  /** The address of its list when it is not react-admin's `<basename>/<name>` (`/contentlibrary`). */
  address?: string;
}

const NO_PAGES: NonNullable<ResourceModule['pages']> = {};

/** Loads a page's code now if it can be loaded ahead (lazyNamed), so opening it does not wait for the network. */
const preload = (page: ComponentType | undefined) =>
  page && 'preload' in page && typeof page.preload === 'function' ? page.preload() : undefined;

/**
 * The pages of a resource below the address it is served at: the list there, create at /create, edit at /:id,
 * show at /:id/show, and each of the module's own pages at /<path>; any other address below leads to
 * /pagenotfound. Once the browser is idle the other pages load, so opening a record does not wait for them.
 */
export const ServedResource = ({ name, module, address }: ServedResourceProps) => {
  const { list: List, create: Create, edit: Edit, show: Show, pages = NO_PAGES } = module;
  useEffect(() => {
    const load = () =>
      void Promise.all([Create, Edit, Show, ...Object.values(pages)].map(preload)).catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return load();
    const handle = requestIdleCallback(load);
    return () => cancelIdleCallback(handle);
  }, [Create, Edit, Show, pages]);
  return (
    <ResourceAddressContext.Provider value={address}>
      <Resource name={name}>
        <Route
          index
          element={
            <RestoreScrollPosition storeKey={`${name}.list.scrollPosition`}>
              <List />
            </RestoreScrollPosition>
          }
        />
        {Create ? <Route path="create" element={<Create />} /> : null}
        {Edit ? <Route path=":id" element={<Edit />} /> : null}
        {Show ? <Route path=":id/show" element={<Show />} /> : null}
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<ToNotFound />} />
      </Resource>
    </ResourceAddressContext.Provider>
  );
};
