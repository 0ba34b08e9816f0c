import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { applyPlan } from '../../../players/drift/applyPlan';
import type { QbicPlayer } from '../../../players/playerModel';
import { DriftApplyConfirm } from './DriftApplyConfirm';

const player = (n: number, model_id = 'TD-1070'): QbicPlayer => ({
  serial_number: `QB${n}`,
  ip: `10.0.0.${n}`,
  model_id,
  player_name: `Player ${n}`,
  online: true,
});

const APPLY = applyPlan([
  {
    player: player(1),
    differences: [
      { field: 'volume_stream_music', expected: '40', actual: '15' },
      { field: 'app_version', expected: '2.1.0', actual: '2.0.0' },
    ],
  },
  { player: player(2), differences: [{ field: 'firmware_version', expected: '5.0.1', actual: '4.0.0' }] },
  { player: player(3, 'TD-0360'), differences: [{ field: 'play_group', expected: 'Floor 3', actual: 'X' }] },
  { player: player(4), differences: [{ field: 'login_username', expected: 'kiosk', actual: '' }] },
]);

const section = (name: string) => screen.getByRole('region', { name });
const linesOf = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-serial]')].map((entry) => (entry as HTMLElement).textContent);

describe('DriftApplyConfirm', () => {
  it('lists per player what is written and what is not, with why, and writes to the written ones only', async () => {
    const onAccept = vi.fn();
    await renderInAdmin(<DriftApplyConfirm apply={APPLY} onAccept={onAccept} onCancel={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Apply the baseline?' });
    expect(linesOf(section('Written'))).toEqual(['Player 1 (10.0.0.1)Keypad volume: 15 → 40']);
    expect(linesOf(section('Not written'))).toEqual([
      'Player 1 (10.0.0.1)App version: installed with “Roll out an update”',
      'Player 2 (10.0.0.2)Firmware version: installed with “Roll out an update”',
      'Player 3 (10.0.0.3)Device group: a Mini Display is configured alone, never with other players: check it alone to apply the baseline',
      'Player 4 (10.0.0.4)Login user name: set with the player sheet (the password is never read back)',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write to 1 player' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('cannot be accepted when nothing can be written, and says why', async () => {
    const minis = applyPlan([
      { player: player(1, 'TD-0360'), differences: [{ field: 'play_group', expected: 'A', actual: 'B' }] },
      { player: player(2, 'TD-0360'), differences: [{ field: 'play_group', expected: 'A', actual: 'C' }] },
    ]);
    await renderInAdmin(
      <DriftApplyConfirm apply={minis} onAccept={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.queryByRole('region', { name: 'Written' })).toBeNull();
    expect(linesOf(section('Not written'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Write to 0 players' })).toHaveProperty('disabled', true);
  });
});
