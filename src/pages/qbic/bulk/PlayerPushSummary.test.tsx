import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../test/renderInAdmin';
import type { PlayerRowPlan } from '../../../players/bulkPush/playerPlan';
import type { PreparedPlayerRow } from '../../../players/bulkPush/playerRows';
import { PlayerPushSummary } from './PlayerPushSummary';

const row = (plan: PlayerRowPlan, problem: PreparedPlayerRow['problem'] = null): PreparedPlayerRow => ({
  source: {
    row: 2,
    serialNumber: 'QB1',
    deviceName: 'Hall',
    username: '',
    password: '',
    ip: '',
    isValid: true,
  },
  ip: '127.0.0.2',
  problem,
  plan,
});
const KEEP: PlayerRowPlan = { name: false, login: 'keep', devicePassword: 'keep' };

describe('PlayerPushSummary', () => {
  it('names every kind of change before the push, on how many players', async () => {
    await renderInAdmin(
      <PlayerPushSummary
        rows={[
          row({ ...KEEP, name: true, devicePassword: 'derive' }),
          row({ ...KEEP, devicePassword: 'derive' }),
          row({ ...KEEP, login: 'remove' }),
          row(KEEP),
          row({ ...KEEP, name: true }, 'serialNotFound'),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'set the name of 1 player',
      'remove the login of 1 player',
      'change the device password of 2 players to the console’s own password (QBIC security is on)',
      'leave 1 player as it is: it already matches its row',
    ]);
    expect(screen.getByText('Push config will:')).toBeTruthy();
  });

  it('says there is nothing to push when every row matches its player', async () => {
    await renderInAdmin(<PlayerPushSummary rows={[row(KEEP), row(KEEP)]} />);
    expect(screen.getByTestId('player-push-summary').textContent).toBe(
      'Nothing to push: every player already matches its row.',
    );
  });
});
