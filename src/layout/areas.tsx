import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { isDeviceArea, type Area } from '../authProvider/guards';
import { lazyNamed } from '../components/lazyNamed';
import { PageProgress } from '../components/PageProgress';
import type { ResourceModule } from '../resources/resourceModule';
import type { AreaDefinition, AreaResource, AreaTabPage } from './AreaPage';
import { AreaGuard } from './AreaGuard';
import { DeviceRightsGate } from './DeviceRightsGate';
import { ServedResource } from './ServedResource';
import { TitledPage } from './TitledPage';
import { ToNotFound } from './ToNotFound';

/** The area page (tab bar, tab pages, settings dialog) loads with the first area opened, not with sign-in. */
export const LazyAreaPage = lazyNamed(() => import('./AreaPage'), 'AreaPage');

/** What an area's tab pages can sit inside: state the tabs share, and what shows beside every tab. */
type AreaFrame = ComponentType<{ children: ReactNode }>;

/** A tab area as routes.tsx declares it; `frame` wraps its tab bar and tab pages. */
export type TabAreaDefinition = AreaDefinition & { area: Area; frame?: AreaFrame };

/**
 * An area of the shell at one address (001 §2), guarded by its rule: tab pages, or one resource that owns the
 * whole area. `resources` are the resources it serves, each at one address.
 */
export type AreaRoute =
  | (TabAreaDefinition & { resources: readonly AreaResource[] })
  | { area: Area; base: string; owner: AreaResource; title: string; resources: readonly AreaResource[] };

/** A tab that is a page of its own: /<area>/<path>. */
export const pageTab = (path: string, label: string, Page: ComponentType): AreaTabPage => ({
  path,
  label,
  element: <Page />,
});

/**
 * A tab served by a resource: its pages at /<area>/<name>/… (see ServedResource). The area sets the prefix
 * react-admin's links use, so `useCreatePath`, `EditButton` and `redirect` lead to these addresses.
 */
export const resourceTab = (name: string, module: ResourceModule, label: string): AreaTabPage => ({
  path: name,
  label,
  element: <ServedResource name={name} module={module} />,
  nested: true,
  resource: { name, module },
});

/** An area with tabs: the resources among its tabs are the area's. */
export const tabArea = (definition: TabAreaDefinition): AreaRoute => ({
  ...definition,
  resources: definition.tabs.flatMap((tab) => (tab.resource ? [tab.resource] : [])),
});

/**
 * An area one resource owns (/contentlibrary with contentItems): no tab bar, the resource's name in the plural (or
 * the `title` key given, "Content library") as the page's heading, its list at the area's own address and its other pages below it (/contentlibrary/create,
 * /contentlibrary/:id). Its pages link with `useResourcePaths`.
 */
export const ownedArea = (
  area: Area,
  base: string,
  name: string,
  module: ResourceModule,
  title = `resources.${name}.name`,
): AreaRoute => {
  const owner = { name, module };
  return { area, base, owner, title, resources: [owner] };
};

/** What serves an area: its resource's pages, or the tab bar and tab pages inside the area's frame if it has one. */
const areaElement = (route: AreaRoute) => {
  if ('owner' in route)
    return (
      <TitledPage title={route.title}>
        <Suspense fallback={<PageProgress />}>
          <ServedResource {...route.owner} address={route.base} />
        </Suspense>
      </TitledPage>
    );
  const { frame: Frame, ...definition } = route;
  const tabs = <LazyAreaPage {...definition} />;
  return Frame ? <Frame>{tabs}</Frame> : tabs;
};

/**
 * The route of an area: /<area>/* behind the area's guard, and a device area first behind the device-control
 * backend's rights check (which sends a person without the rights to /unauthorized whatever their permissions).
 */
export const areaRoute = (route: AreaRoute) => {
  const guarded = <AreaGuard area={route.area}>{areaElement(route)}</AreaGuard>;
  return (
    <Route
      key={route.base}
      path={`${route.base}/*`}
      element={isDeviceArea(route.area) ? <DeviceRightsGate>{guarded}</DeviceRightsGate> : guarded}
    />
  );
};

/**
 * The registrations of the resources an area serves, for <Admin>: name, icon and record representation, and the
 * pages react-admin may link to. react-admin's links read `<basename>/<name>/…`, which is where a tab serves its
 * resource; an area's owner is served at the area's own address, so react-admin links to none of its pages (they
 * link with `useResourcePaths`). Nothing is served at /<name> itself, which leads to /pagenotfound.
 */
export const areaResources = (route: AreaRoute) =>
  route.resources.map(({ name, module }) => {
    const linked = !('owner' in route);
    return (
      <Resource
        key={name}
        name={name}
        icon={module.icon}
        recordRepresentation={module.recordRepresentation}
        hasCreate={linked && module.create !== undefined}
        hasEdit={linked && module.edit !== undefined}
        hasShow={linked && module.show !== undefined}
      >
        <Route path="*" element={<ToNotFound />} />
      </Resource>
    );
  });
