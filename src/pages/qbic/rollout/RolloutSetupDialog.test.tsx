import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLLOUT_MAX_PLAYERS } from '../../../domain/rollout/plan';
import { fakeFleet } from '../../../test/fakeFleet';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { QbicEnvironmentProvider } from '../QbicEnvironmentProvider';
import type { RolloutCandidate } from '../../../players/rollout/checkPlayers';
import { RolloutSetupDialog } from './RolloutSetupDialog';

const candidates = (count: number): RolloutCandidate[] =>
  Array.from({ length: count }, (_, index) => ({
    ip: `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
    serial_number: `QB${index}`,
    player_name: `Room ${index}`,
    online: true,
  }));

async function open(count: number, chosen = candidates(count)) {
  const fleet = fakeFleet([]);
  await renderInAdmin(
    <QbicEnvironmentProvider value={fleet.environment}>
      <RolloutSetupDialog candidates={chosen} onClose={vi.fn()} onStart={vi.fn()} />
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

  it('counts and names the players off by their own schedule on a line of their own, apart from the offline ones', async () => {
    // Off since an hour ago, on again in an hour: off now, whatever the time the test runs.
    const at = (minutes: number) => {
      const date = new Date(Date.now() + minutes * 60_000);
      return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    };
    const schedule = { mode: 'onoff', on: at(60), off: at(-60) };
    const [a, b, c] = candidates(3);
    await open(3, [
      { ...a, online: false, schedule },
      { ...b, online: false },
      { ...c, online: false, schedule },
    ]);
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'firmware-6.7.0.zip');
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check players' }));
    expect((await screen.findByTestId('rollout-scheduled-off')).textContent).toBe(
      'Off by schedule, skipped (2 players): Room 0 (10.0.0.0), Room 2 (10.0.0.2).',
    );
    expect(screen.getByText('Players taking part: 0. Skipped: 1.')).toBeTruthy();
    expect(screen.getByTestId('rollout-skipped').textContent).toContain('Room 1 (10.0.0.1)Offline');
    expect(screen.getByTestId('rollout-skipped').textContent).not.toContain('Room 0');
  });
});
