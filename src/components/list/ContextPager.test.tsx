import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ContextPager } from './ContextPager';

const ROWS = Array.from({ length: 40 }, (_, index) => ({ id: index + 1 }));

/** A react-admin list of 40 rows, 25 a page, paged by the pager alone. */
const FortyRows = () => {
  const list = useList({ data: ROWS, perPage: 25 });
  return (
    <ListContextProvider value={list}>
      <ContextPager />
    </ListContextProvider>
  );
};

describe('ContextPager', () => {
  it('shows the list\'s rows as the Devices pager does, "1–25 of 40", and moves between pages', async () => {
    await renderInAdmin(<FortyRows />);
    expect(screen.getByText('1–25 of 40')).toBeTruthy();
    expect(screen.getByText('Rows per page')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–40 of 40')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByText('1–25 of 40')).toBeTruthy();
  });

  it("offers the list's page sizes and starts again on the first page with the size chosen", async () => {
    await renderInAdmin(<FortyRows />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);

    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '10' }));
    expect(await screen.findByText('1–10 of 40')).toBeTruthy();
  });
});
