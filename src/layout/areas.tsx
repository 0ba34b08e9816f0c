import type { ComponentType, ReactNode } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Area } from '../authProvider/guards';
import { lazyNamed } from '../components/lazyNamed';
import type { ResourceModule, ResourceRegistration } from '../resources/resourceModule';
import type { AreaDefinition, AreaResource, AreaTabPage } from './AreaPage';
import { AreaGuard } from './AreaGuard';
import { ToNotFound } from './ToNotFound';

/** The area page (tab bar, tab pages, settings dialog) loads with the first area opened, not with sign-in. */
export const LazyAreaPage = lazyNamed(() => import('./AreaPage'), 'AreaPage');

/** What an area's tab pages can sit inside: state the tabs share, and what shows beside every tab. */
export type AreaFrame = ComponentType<{ children: ReactNode }>;

/** A tab area as routes.tsx declares it; `frame` wraps its tab bar and tab pages. */
export type TabAreaDefinition = AreaDefinition & { area: Area; frame?: AreaFrame };

/** An area of the shell at one address (001 §2): tab pages, or one page of its own. Guarded by its rule. */
export type AreaRoute =
  | (TabAreaDefinition & { resources: readonly AreaResource[] })
  | { area: Area; base: string; page: ComponentType; resources: readonly PageAreaResource[] };

/** A resource whose pages a page area routes itself (see ResourceRegistration). */
export interface PageAreaResource {
  name: string;
  module: ResourceRegistration;
}

/** A tab that is a page of its own: /<area>/<path>. */
export const pageTab = (path: string, label: string, Page: ComponentType): AreaTabPage => ({
  path,
  label,
  element: <Page />,
});

/**
 * A tab served by a resource: its list at /<area>/<name>, and below it whatever pages the module has: create
 * (/create), edit (/:id) and show (/:id/show). The area sets the prefix react-admin's links use, so
 * `useCreatePath`, `EditButton` and `redirect` lead to these addresses.
 */
export const resourceTab = (name: string, module: ResourceModule, label: string): AreaTabPage => ({
  path: name,
  label,
  element: <Resource name={name} {...module} />,
  nested: true,
  resource: { name, module },
});

/** An area with tabs: the resources among its tabs are the area's. */
export const tabArea = (definition: TabAreaDefinition): AreaRoute => ({
  ...definition,
  resources: definition.tabs.flatMap((tab) => (tab.resource ? [tab.resource] : [])),
});

/**
 * An area that is one page (any address below the area's is the page's to handle); the resources it serves by
 * hand are registered with react-admin all the same.
 */
export const pageArea = (
  area: Area,
  base: string,
  page: ComponentType,
  resources: readonly PageAreaResource[] = [],
): AreaRoute => ({
  area,
  base,
  page,
  resources,
});

/**
 * An area that one resource owns (/contentlibrary with contentItems, say): no tab bar, the area's address
 * opens the resource's list at /<area>/<name>, and its pages are below that.
 */
export const resourceArea = (area: Area, base: string, name: string, module: ResourceModule): AreaRoute =>
  tabArea({
    area,
    base,
    label: `dm.menu.${area}`,
    defaultTab: name,
    tabs: [resourceTab(name, module, `dm.menu.${area}`)],
  });

/** What serves an area: its own page, or the tab bar and tab pages inside the area's frame if it has one. */
const areaElement = (route: AreaRoute) => {
  if ('page' in route) return <route.page />;
  const { frame: Frame, ...definition } = route;
  const tabs = <LazyAreaPage {...definition} />;
  return Frame ? <Frame>{tabs}</Frame> : tabs;
};

/** The route of an area: /<area>/* behind the area's guard. */
export const areaRoute = (route: AreaRoute) => (
  <Route
    key={route.base}
    path={`${route.base}/*`}
    element={<AreaGuard area={route.area}>{areaElement(route)}</AreaGuard>}
  />
);

const noRoutes = <Route path="*" element={<ToNotFound />} />;

/**
 * A resource react-admin knows (name, icon, record representation, which pages it has) whose pages an area
 * serves: nothing is served at /<name> itself, which leads to /pagenotfound like every unknown address.
 */
export const RegisteredResource = ({ name }: ResourceProps) => <Resource name={name}>{noRoutes}</Resource>;
RegisteredResource.raName = 'Resource';
RegisteredResource.registerResource = Resource.registerResource;

/** The registrations of every resource the areas serve, for <Admin>. */
export const areaResources = (route: AreaRoute) =>
  route.resources.map(({ name, module }) => <RegisteredResource key={name} name={name} {...module} />);
