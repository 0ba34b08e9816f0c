import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EditButton,
  RecordContextProvider,
  ShowButton,
  useCreatePath,
  useResourceContext,
} from 'react-admin';
import type { ReactNode } from 'react';
import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { renderInAdmin } from '../test/renderInAdmin';
import { AreaPage } from './AreaPage';
import { CONTENT_ADMIN_PERMISSION, CONTENT_CREATOR_PERMISSION } from '../contract/permissions';
import { useResourcePaths } from '../components/resourcePaths';
import { areaRoute, ownedArea, pageTab, resourceTab, tabArea } from './areas';

/** A list page that links the way resource pages do: react-admin's own helpers, no paths of its own. */
const ThingList = () => {
  const createPath = useCreatePath();
  return (
    <RecordContextProvider value={{ id: 7, name: 'Seven' }}>
      <a href={createPath({ resource: 'things', type: 'create' })}>new thing</a>
      <EditButton />
      <ShowButton />
    </RecordContextProvider>
  );
};
const ThingShow = () => <p data-testid="shown">{`${useResourceContext()} ${useParams().id}`}</p>;
const Where = () => <span data-testid="where">{useLocation().pathname}</span>;
const Other = () => <p>other page</p>;

const THINGS = { list: ThingList, show: ThingShow, icon: Other, recordRepresentation: 'name' };

/** A list page of a resource that owns its area: it links with the paths of where it is served. */
const OwnedList = () => {
  const paths = useResourcePaths();
  return (
    <>
      <Link to={paths.create}>new thing</Link>
      <Link to={paths.edit(7)}>thing seven</Link>
      <Link to={paths.page('extra')}>extra page</Link>
    </>
  );
};
const ExtraPage = () => <p data-testid="shown">{`extra of ${useResourceContext()}`}</p>;
const OWNED = {
  list: OwnedList,
  edit: ThingShow,
  pages: { extra: ExtraPage },
  icon: Other,
  recordRepresentation: 'name',
};

const EVERY_AREA = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['devices.edit', CONTENT_ADMIN_PERMISSION, CONTENT_CREATOR_PERMISSION],
};

const showOwned = (route: string) =>
  renderInAdmin(
    <>
      <Routes>
        {areaRoute(ownedArea('contentlibrary', '/area', 'things', OWNED))}
        <Route path="/pagenotfound" element={<p>Page not found</p>} />
      </Routes>
      <Where />
    </>,
    { route, authProvider: EVERY_AREA },
  );

const show = (definition: ReturnType<typeof tabArea>, route: string) => {
  if ('owner' in definition) throw new Error('a tab area was expected');
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/area/*" element={<AreaPage {...definition} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );
};

describe('areas', () => {
  it("serves a resource tab's pages under the area, where react-admin's links lead", async () => {
    const area = tabArea({
      area: 'kiosk',
      base: '/area',
      label: 'dm.menu.kiosk',
      defaultTab: 'things',
      tabs: [pageTab('other', 'dm.menu.qbic', Other), resourceTab('things', THINGS, 'dm.menu.devices')],
    });
    expect(area.resources).toEqual([{ name: 'things', module: THINGS }]);
    await show(area, '/area');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/area/things'));
    expect(screen.getByText('new thing').getAttribute('href')).toBe('/area/things/create');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/area/things/7');
    fireEvent.click(screen.getByRole('link', { name: 'Show' }));
    expect((await screen.findByTestId('shown')).textContent).toBe('things 7');
    expect(screen.getByTestId('where').textContent).toBe('/area/things/7/show');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['QBIC devices', 'Devices']);
  });

  it("serves a resource that owns an area at the area's own address, with its name as heading and no tab bar", async () => {
    await showOwned('/area');
    expect((await screen.findByText('new thing')).getAttribute('href')).toBe('/area/create');
    expect(screen.getByText('thing seven').getAttribute('href')).toBe('/area/7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('resources.things.name');
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.click(screen.getByText('extra page'));
    expect((await screen.findByTestId('shown')).textContent).toBe('extra of things');
    expect(screen.getByTestId('where').textContent).toBe('/area/extra');
  });

  it.each(['/area/7/show', '/area/7/more', '/area/things/create', '/area/extra/more'])(
    'leads %s, where the owner serves nothing, to Page not found',
    async (route) => {
      await showOwned(route);
      await screen.findByText('Page not found');
      expect(screen.getByTestId('where').textContent).toBe('/pagenotfound');
    },
  );

  it("puts a tab area's tab bar and every tab inside its frame, which lives as long as the area", async () => {
    const Frame = ({ children }: { children: ReactNode }) => (
      <section aria-label="frame">
        {children}
        <p>shared by the tabs</p>
      </section>
    );
    const area = tabArea({
      area: 'workplace',
      base: '/area',
      label: 'dm.menu.workplace',
      defaultTab: 'other',
      frame: Frame,
      tabs: [pageTab('other', 'dm.menu.features', Other), pageTab('where', 'dm.menu.theme', Where)],
    });
    const permissions = async () => ['devices.edit'];
    await renderInAdmin(<Routes>{areaRoute(area)}</Routes>, {
      route: '/area',
      authProvider: {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: permissions,
      },
    });
    await screen.findByText('other page');
    const frame = screen.getByRole('region', { name: 'frame' });
    expect(frame.textContent).toContain('other page');
    expect(frame.textContent).toContain('shared by the tabs');
    expect(screen.getAllByRole('tab').every((tab) => frame.contains(tab))).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Theme' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/area/where');
    expect(screen.getByRole('region', { name: 'frame' })).toBe(frame);
  });
});
