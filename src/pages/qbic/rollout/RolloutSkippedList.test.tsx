import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitingPlayer } from '../../../domain/rollout/plan';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { RolloutSkippedList } from './RolloutSkippedList';

describe('the players a rollout check skips', () => {
  it('lists them under a heading a person can read, which also names the list', async () => {
    const locked = { ...waitingPlayer('10.0.0.3', 'QB3', 'Board Room'), phase: 'skipped' as const };
    await renderInAdmin(<RolloutSkippedList skipped={[{ ...locked, reason: 'lockedByOther' }]} />);
    const list = screen.getByRole('list', { name: 'Skipped players' });
    // The name is the heading's text on the screen, not a label only a screen reader hears.
    expect(list.getAttribute('aria-label')).toBeNull();
    expect(within(list).getByText('Skipped players').id).toBe(list.getAttribute('aria-labelledby'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Skipped players', 'Board Room (10.0.0.3)Locked by someone else']);
  });

  it('shows nothing when no player was skipped', async () => {
    await renderInAdmin(<RolloutSkippedList skipped={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
