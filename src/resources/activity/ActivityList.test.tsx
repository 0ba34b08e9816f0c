import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../contract/activity';
import { consoleError } from '../../dataProvider/apiError';
import { ERROR_CODES } from '../../dataProvider/errorCodes';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ActivityList } from './ActivityList';

const person = { id: 'u-admin', name: 'Alex Morgan' };
const entry = (id: string, change: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  tenant: 'acme',
  version: 1,
  createdAt: '2025-06-01T10:00:00.000Z',
  createdBy: person,
  updatedAt: '2025-06-01T10:00:00.000Z',
  updatedBy: person,
  action: 'player.lock',
  outcome: 'succeeded',
  counts: { succeeded: 1, failed: 0 },
  targets: [{ id: 'SN1', name: 'Lobby', outcome: 'succeeded' }],
  targetText: ['SN1 Lobby'],
  ...change,
});

const ENTRIES = [
  entry('e2', {
    action: 'device.bulkPush',
    outcome: 'partial',
    counts: { succeeded: 4, failed: 1 },
    targets: [
      { id: 'd1', name: 'Room 1', outcome: 'succeeded', before: { label: 'A' }, after: { label: 'B' } },
      { id: 'd2', name: 'Room 2', outcome: 'failed', error: 'The device did not answer' },
      { id: 'd3', name: 'Room 3', outcome: 'succeeded' },
      { id: 'd4', name: 'Room 4', outcome: 'succeeded' },
      { id: 'd5', name: 'Room 5', outcome: 'succeeded' },
    ],
  }),
  entry('e1', {}),
];

describe('the activity page', () => {
  it('asks for the newest entries first and shows who, the action in words, the targets and the outcome', async () => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: ENTRIES, total: 2 }));
    await renderInAdmin(<ActivityList />, { dataProvider: { getList: getList as DataProvider['getList'] } });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    expect(getList.mock.calls[0][0]).toBe('activity');
    expect(getList.mock.calls[0][1]).toMatchObject({
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('Push a device sheet');
    expect(rows[1].textContent).toContain('Alex Morgan');
    expect(rows[1].textContent).toContain('Partly failed');
    expect(rows[1].textContent).toContain('and 2 more');
    expect(rows[1].textContent).toContain('Succeeded: 4, failed: 1');
    expect(within(rows[1]).getByTitle('Failed')).toBeTruthy();
    expect(rows[2].textContent).toContain('Lock players');
  });

  it('opens an entry to every target with its result, its reason and what changed', async () => {
    const getList = vi.fn(async () => ({ data: ENTRIES, total: 2 }));
    await renderInAdmin(<ActivityList />, { dataProvider: { getList: getList as DataProvider['getList'] } });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    const [, first] = within(table).getAllByRole('row');
    fireEvent.click(within(first).getByRole('button', { name: 'All targets' }));
    const dialog = await screen.findByRole('dialog', { name: /Push a device sheet · Alex Morgan/ });
    const details = within(dialog).getByTestId('activity-details');
    expect(within(details).getAllByRole('row')).toHaveLength(6);
    expect(details.textContent).toContain('The device did not answer');
    expect(details.textContent).toContain('label: A → B');
    // A label is not part of a device's configuration: nothing to revert.
    expect(within(dialog).queryByRole('button', { name: 'Revert' })).toBeNull();
  });

  it('shows a configuration change by names and offers Revert for it', async () => {
    const moved = entry('e3', {
      action: 'device.bulkPush',
      targets: [
        {
          id: 'd1',
          name: 'Lobby',
          outcome: 'succeeded',
          before: { room: 'room-1' },
          after: { room: 'room-2' },
          names: { 'room-1': 'Training Room 1', 'room-2': 'Training Room 2' },
        },
      ],
    });
    const getList = vi.fn(async () => ({ data: [moved], total: 1 }));
    await renderInAdmin(<ActivityList />, { dataProvider: { getList: getList as DataProvider['getList'] } });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    fireEvent.click(within(table).getByRole('button', { name: 'All targets' }));
    const dialog = await screen.findByRole('dialog', { name: /Push a device sheet · Alex Morgan/ });
    expect(within(dialog).getByTestId('activity-details').textContent).toContain(
      'Room: Training Room 1 → Training Room 2',
    );
    expect(within(dialog).getByRole('button', { name: 'Revert' })).toBeTruthy();
  });

  it('filters by action and by a target as one types, each a query of the records', async () => {
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: ENTRIES, total: 2 }));
    await renderInAdmin(<ActivityList />, { dataProvider: { getList: getList as DataProvider['getList'] } });
    await screen.findByRole('table', { name: 'Activity log' });
    fireEvent.change(screen.getByLabelText('Target (name or ID)'), { target: { value: 'Room' } });
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].filter).toEqual({ targetText_like: 'Room' }));
    fireEvent.mouseDown(screen.getByLabelText('Action'));
    fireEvent.click(await screen.findByRole('option', { name: 'Lock players' }));
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)?.[1].filter).toEqual({
        targetText_like: 'Room',
        action: 'player.lock',
      }),
    );
  });

  it('sorts oldest first from the date header, and shows each search its rows in the order and versions asked', async () => {
    const [pushed, locked] = ENTRIES;
    const renamed = {
      ...pushed,
      version: 2,
      targets: [{ id: 'd1', name: 'Hall', outcome: 'succeeded' as const }],
    };
    const getList = vi.fn(async (_resource: string, params: GetListParams) =>
      params.filter.q === 'lock'
        ? { data: [{ ...locked }, { ...pushed }], total: 2 }
        : params.filter.q === 'hall'
          ? { data: [{ ...locked }, renamed], total: 2 }
          : { data: ENTRIES, total: 2 },
    );
    await renderInAdmin(<ActivityList />, { dataProvider: { getList: getList as DataProvider['getList'] } });
    const table = await screen.findByRole('table', { name: 'Activity log' });
    fireEvent.click(within(table).getByRole('button', { name: /When/ }));
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)?.[1].sort).toEqual({ field: 'createdAt', order: 'ASC' }),
    );
    const rowTexts = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent ?? '');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'lock' } });
    await waitFor(() => expect(rowTexts()[1]).toContain('Lock players'));
    expect(rowTexts()[2]).toContain('Push a device sheet');
    expect(rowTexts()[2]).toContain('Room 1');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'hall' } });
    await waitFor(() => expect(rowTexts()[2]).toContain('Hall'));
    expect(rowTexts()[2]).not.toContain('Room 1');
  });

  it('says in place when the platform keeps no records, and sends no error message', async () => {
    const getList = vi.fn(() => Promise.reject(consoleError(ERROR_CODES.RECORDS_NOT_CONFIGURED, 501)));
    await renderInAdmin(<ActivityList />, { dataProvider: { getList: getList as DataProvider['getList'] } });
    expect((await screen.findByTestId('activity-error')).textContent).toContain('keeps no activity log');
    expect(screen.queryByRole('alert', { name: /error/i })).toBeNull();
  });
});
