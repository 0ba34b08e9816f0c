import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EditButton,
  RecordContextProvider,
  ShowButton,
  useCreatePath,
  useResourceContext,
} from 'react-admin';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { renderInAdmin } from '../test/renderInAdmin';
import { AreaPage } from './AreaPage';
import { pageTab, resourceArea, resourceTab, tabArea } from './areas';

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

const show = (definition: ReturnType<typeof tabArea>, route: string) => {
  if ('page' in definition) throw new Error('a tab area was expected');
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

  it('gives a resource that owns an area no tab bar, and opens its list from the area address', async () => {
    await show(resourceArea('contentlibrary', '/area', 'things', THINGS), '/area');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/area/things'));
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/area/things/7');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
