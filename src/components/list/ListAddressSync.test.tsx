import { act, screen, waitFor } from '@testing-library/react';
import { ListBase, useListContext, useLocation, useNavigate, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ListAddressSync } from './ListAddressSync';
import { readListAddress, type ListView } from './listAddress';

const OPENS_AS: ListView = { filter: {}, sort: 'modifiedDate', order: 'DESC', page: 1, perPage: 2 };
const ITEMS = ['Desk', 'Lobby', 'Lift', 'Hall', 'Lounge'].map((name, index) => ({ id: index + 1, name }));

const dataProvider: Partial<DataProvider> = {
  getList: async (_resource, { filter, pagination }) => {
    const found = ITEMS.filter((item) => !filter.q || item.name.toLowerCase().includes(String(filter.q)));
    const { page = 1, perPage = 2 } = pagination ?? {};
    return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length } as never;
  },
};

/** What the list shows and what the address says, and the list's and the browser's controls. */
const controls: {
  setFilters?: (filter: Record<string, unknown>) => void;
  setPage?: (page: number) => void;
  navigate?: (delta: number) => void;
} = {};
const Probe = () => {
  const { filterValues, page, data, setFilters, setPage } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  controls.setFilters = (filter) => setFilters(filter, undefined);
  controls.setPage = setPage;
  controls.navigate = (delta) => void navigate(delta);
  return (
    <>
      <p data-testid="list">{JSON.stringify({ filter: filterValues, page })}</p>
      <p data-testid="rows">{(data ?? []).map((item: { name: string }) => item.name).join(',')}</p>
      <p data-testid="address">{location.search}</p>
    </>
  );
};

const openAt = (route: string) =>
  renderInAdmin(
    <ListBase
      resource="items"
      perPage={2}
      sort={{ field: 'modifiedDate', order: 'DESC' }}
      debounce={0}
      disableSyncWithLocation
    >
      <ListAddressSync defaults={OPENS_AS} delayMs={30} />
      <Probe />
    </ListBase>,
    { dataProvider: dataProvider as DataProvider, route },
  );

const listShows = () => JSON.parse(screen.getByTestId('list').textContent ?? '{}');
const addressSays = () => readListAddress(screen.getByTestId('address').textContent ?? '');

describe('a list kept in step with its address', () => {
  it('opens at the view its address names', async () => {
    await openAt('/library?filter=%7B%22q%22%3A%22l%22%7D&page=2');
    await waitFor(() => expect(listShows()).toEqual({ filter: { q: 'l' }, page: 2 }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Hall,Lounge'));
  });

  it('puts the search into the address once typing pauses, and a page as a step Back and Forward go through', async () => {
    await openAt('/library');
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Desk,Lobby'));
    act(() => controls.setFilters?.({ q: 'l' }));
    // The list answers at once; the address follows.
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Lobby,Lift'));
    await waitFor(() => expect(addressSays()).toEqual({ filter: { q: 'l' } }));
    act(() => controls.setPage?.(2));
    await waitFor(() => expect(addressSays()).toEqual({ filter: { q: 'l' }, page: '2' }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Hall,Lounge'));
    act(() => controls.navigate?.(-1));
    await waitFor(() => expect(listShows()).toEqual({ filter: { q: 'l' }, page: 1 }));
    expect(addressSays()).toEqual({ filter: { q: 'l' } });
    act(() => controls.navigate?.(1));
    await waitFor(() => expect(listShows()).toEqual({ filter: { q: 'l' }, page: 2 }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Hall,Lounge'));
  });

  it('keeps a key typed as its own search reaches the address: the list never goes back to the search before', async () => {
    await openAt('/library');
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Desk,Lobby'));
    act(() => controls.setFilters?.({ q: 'l' }));
    await waitFor(() => expect(listShows()).toEqual({ filter: { q: 'l' }, page: 1 }));
    // The next key lands as the address takes the search before it: both are seen in one render.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      controls.setFilters?.({ q: 'lo' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await waitFor(() => expect(addressSays()).toEqual({ filter: { q: 'lo' } }));
    expect(listShows()).toEqual({ filter: { q: 'lo' }, page: 1 });
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Lobby,Lounge'));
  });

  it('takes an address past the last page back to a page it has', async () => {
    await openAt('/library?page=9');
    await waitFor(() => expect(screen.getByTestId('rows').textContent).not.toBe(''));
    await waitFor(() => expect(addressSays().page).not.toBe('9'));
  });
});
