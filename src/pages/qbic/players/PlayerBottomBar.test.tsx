import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../test/renderInAdmin';
import type { QbicPlayer } from '../../../players/playerModel';
import { PlayerBottomBar } from './PlayerBottomBar';

const players = [{ player_name: 'Lobby' }, { player_name: 'Hall' }] as QbicPlayer[];

describe('the player bar while an action runs', () => {
  it('is read-only during an unlock: it says the passwords are being reset, with progress and Cancel', async () => {
    const onCancel = vi.fn();
    const onAction = vi.fn();
    await renderInAdmin(
      <PlayerBottomBar
        selected={players}
        progress={{ action: 'unlock', completed: 1, total: 2 }}
        onAction={onAction}
        onCancel={onCancel}
        onClearSelection={() => undefined}
      />,
    );
    await screen.findByText('Resetting passwords, done: 1 of 2');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    for (const action of ['Unlock', 'Lock', 'Restart'])
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('offers the actions again once nothing runs', async () => {
    await renderInAdmin(
      <PlayerBottomBar
        selected={players}
        progress={null}
        onAction={() => undefined}
        onCancel={() => undefined}
        onClearSelection={() => undefined}
      />,
    );
    await screen.findByRole('button', { name: 'Unlock' });
    expect(screen.queryByText(/Resetting passwords/)).toBeNull();
  });
});
