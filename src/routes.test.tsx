import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  ADMIN_PERMISSIONS,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
} from './contract/permissions';
import { areaRoute, ownedArea, resourceTab, tabArea, type AreaRoute } from './layout/areas';
import type { ResourceModule } from './resources/resourceModule';
import { AREAS } from './routes';
import { hasAccessRule } from './domain/permissions';
import { renderInAdmin } from './test/renderInAdmin';

/** Where each resource is served: these addresses are bookmarked, so they never change. */
const ADDRESSES: Readonly<Record<string, string>> = {
  devices: '/kiosk/devices',
  profiles: '/kiosk/profiles',
  themes: '/kiosk/themes',
  contentRules: '/contentadmin',
  contentItems: '/contentlibrary',
  activity: '/activity',
};

const NOT_FOUND = 'Page not found';

/** A page's name: the export a lazily loaded page loads, or the component's own name. */
const nameOf = (page: ComponentType | undefined): string =>
  page === undefined
    ? NOT_FOUND
    : ((page as { exportName?: string }).exportName ?? page.displayName ?? page.name);

/** A page that shows the name of `page` at once, so a test tells which page an address serves without its code. */
const named = (page: ComponentType): ComponentType => {
  const Named = () => <p data-testid="page">{nameOf(page)}</p>;
  return Named;
};

const namedPages = (module: ResourceModule): ResourceModule => ({
  ...module,
  list: named(module.list),
  create: module.create && named(module.create),
  edit: module.edit && named(module.edit),
  show: module.show && named(module.show),
  pages:
    module.pages &&
    Object.fromEntries(Object.entries(module.pages).map(([path, page]) => [path, named(page)])),
});

/**
 * The areas of routes.tsx with each resource's pages replaced by their names. The rest is real: the area page (tab
 * bar and tabs), which routes to the tabs, and ServedResource, which routes to a resource's pages.
 */
const NAMED_AREAS: readonly AreaRoute[] = AREAS.map((route) =>
  'owner' in route
    ? ownedArea(route.area, route.base, route.owner.name, namedPages(route.owner.module))
    : tabArea({
        ...route,
        tabs: route.tabs.map((tab) =>
          tab.resource ? resourceTab(tab.resource.name, namedPages(tab.resource.module), tab.label) : tab,
        ),
      }),
);

const EVERY_AREA = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [...ADMIN_PERMISSIONS, CONTENT_ADMIN_PERMISSION, CONTENT_CREATOR_PERMISSION],
};

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

/** The page the console shows at `route` (its name), and the address it ends at. */
const open = async (route: string, timeout?: number) => {
  await renderInAdmin(
    <>
      <Routes>
        {NAMED_AREAS.map(areaRoute)}
        <Route path="/pagenotfound" element={<p data-testid="page">{NOT_FOUND}</p>} />
      </Routes>
      <Where />
    </>,
    { route, authProvider: EVERY_AREA },
  );
  const page = (await screen.findByTestId('page', undefined, { timeout })).textContent;
  return { page, at: screen.getByTestId('where').textContent };
};

const served = AREAS.flatMap((area) => area.resources.map((resource) => ({ area: area.base, ...resource })));

/** Each address below a resource's and the page of its module that must be served there. */
const expectations = served.flatMap(({ name, module }): [string, string, string][] => {
  const address = ADDRESSES[name];
  return [
    [name, address, nameOf(module.list)],
    [name, `${address}/create`, nameOf(module.create ?? module.edit)],
    [name, `${address}/7`, nameOf(module.edit)],
    [name, `${address}/7/show`, nameOf(module.show)],
    ...Object.entries(module.pages ?? {}).map(([path, page]): [string, string, string] => [
      name,
      `${address}/${path}`,
      nameOf(page),
    ]),
    [name, `${address}/7/show/more`, NOT_FOUND],
    [name, `${address}/create/more`, NOT_FOUND],
    [name, `${address}/${name}/create`, NOT_FOUND],
  ];
});

describe('the resources of routes.tsx', () => {
  // The first render loads the area page (the one real lazy module here) and the admin context's own modules, which
  // on a fresh checkout of a busy machine takes longer than a test may: render once before the tests, with all the
  // time it needs.
  beforeAll(async () => {
    await open(ADDRESSES.devices, 100_000);
    cleanup();
  }, 120_000);

  it('gives every resource served an address of its own', () => {
    expect(Object.fromEntries(served.map(({ name }) => [name, ADDRESSES[name]]))).toEqual(ADDRESSES);
  });

  it.each(expectations)('serves %s at %s with %s', async (_name, address, expected) => {
    const { page, at } = await open(address);
    expect(page).toBe(expected);
    expect(at).toBe(expected === NOT_FOUND ? '/pagenotfound' : address);
  });
});

describe('the permission rule of every resource (the resource recipe)', () => {
  it.each(served.map(({ name }) => name))('%s has a canAccess rule', (name) => {
    expect(
      hasAccessRule(name),
      `${name} has no rule in RULES of src/domain/permissions.ts: without one canAccess denies it to everyone`,
    ).toBe(true);
  });

  it('names a resource without a rule', () => {
    expect(hasAccessRule('devices')).toBe(true);
    expect(hasAccessRule('aResourceWithoutARule')).toBe(false);
  });
});
