import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { consoleError } from '../../../dataProvider/apiError';
import { ERROR_CODES } from '../../../dataProvider/errorCodes';
import { PlayerHistoryDialog } from './PlayerHistoryDialog';

const PLAYER = {
  serial_number: 'QB00000002',
  ip: '10.0.0.5',
  model_id: 'TD-1070',
  player_name: 'Lobby',
  online: true,
};

const entry = (id: string, action: string, outcome: 'succeeded' | 'failed', createdAt: string) => ({
  id,
  action,
  createdAt,
  createdBy: { id: '1', name: 'Alex Morgan' },
  outcome,
  targets: [
    { id: 'QB00000001', name: 'Other', outcome: 'succeeded' },
    { id: 'qb00000002', name: 'Lobby', outcome, ...(outcome === 'failed' ? { error: 'Refused' } : {}) },
  ],
});

describe('PlayerHistoryDialog', () => {
  it('asks the activity log for the entries on this serial number, newest first, and shows its outcome in each', async () => {
    const getList = vi.fn(async () => ({
      data: [
        entry('2', 'player.reboot', 'failed', '2026-11-10T10:02:00Z'),
        entry('1', 'player.lock', 'succeeded', '2026-11-09T08:00:00Z'),
      ],
      total: 2,
    }));
    await renderInAdmin(<PlayerHistoryDialog player={PLAYER} onClose={() => undefined} />, {
      dataProvider: { getList: getList as DataProvider['getList'] },
    });
    const items = within(await screen.findByTestId('player-history')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Restart players.*Alex Morgan · Refused.*Failed$/),
      expect.stringMatching(/^Lock players.*Alex Morgan.*Succeeded$/),
    ]);
    expect(getList).toHaveBeenCalledWith(
      'activity',
      expect.objectContaining({
        filter: { targetText_like: 'QB00000002' },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Open in the activity log' }).getAttribute('href')).toBe(
      '/activity?filter=%7B%22targetText_like%22%3A%22QB00000002%22%7D&order=DESC&sort=createdAt',
    );
  });

  it('says in place that this platform keeps no records, with no link', async () => {
    const getList = vi.fn(async () => {
      throw consoleError(ERROR_CODES.RECORDS_NOT_CONFIGURED, 501);
    });
    await renderInAdmin(<PlayerHistoryDialog player={PLAYER} onClose={() => undefined} />, {
      dataProvider: { getList: getList as DataProvider['getList'] },
    });
    expect(
      await screen.findByText('This platform keeps no shared records, so this is not available here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
