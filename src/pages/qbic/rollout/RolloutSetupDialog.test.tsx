import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLLOUT_MAX_PLAYERS } from '../../../domain/rollout/plan';
import { fakeFleet } from '../../../test/fakeFleet';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { QbicEnvironmentProvider } from '../QbicEnvironmentProvider';
import { RolloutSetupDialog } from './RolloutSetupDialog';

const candidates = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ip: `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
    serial_number: `QB${index}`,
    player_name: `Room ${index}`,
    online: true,
  }));

async function open(count: number) {
  const fleet = fakeFleet([]);
  await renderInAdmin(
    <QbicEnvironmentProvider value={fleet.environment}>
      <RolloutSetupDialog candidates={candidates(count)} onClose={vi.fn()} onStart={vi.fn()} />
    </QbicEnvironmentProvider>,
  );
  return screen.findByRole('dialog', { name: 'Roll out an update' });
}

describe('rollout setup', { timeout: 30_000 }, () => {
  it('refuses more players than one rollout takes, saying how many are selected and the most it takes', async () => {
    await open(ROLLOUT_MAX_PLAYERS + 1);
    expect(screen.getByTestId('rollout-refused').textContent).toBe(
      '1,001 players are selected, but one rollout updates at most 1,000. Select fewer players.',
    );
    expect(screen.getByRole('button', { name: 'Check players' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Start rollout' })).toHaveProperty('disabled', true);
  });

  it('takes as many as one rollout takes without a word', async () => {
    await open(ROLLOUT_MAX_PLAYERS);
    expect(screen.queryByTestId('rollout-refused')).toBeNull();
  });
});
