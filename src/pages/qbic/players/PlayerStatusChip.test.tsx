import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { PlayerStatusChip } from './PlayerStatusChip';

const PLAYER = {
  serial_number: 'QB00000001',
  ip: '10.0.0.5',
  model_id: 'TD-1070',
  player_name: 'Reception 1',
  online: false,
  error: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH' as const,
};
const WARNING = 'The device at this IP address has another serial number.';

describe('PlayerStatusChip', () => {
  // Its tooltip on keyboard focus is checked in a real browser (e2e/accessibility.e2e.ts): jsdom has no :focus-visible.
  it('makes the serial-number warning a keyboard stop with its message as its name', async () => {
    await renderInAdmin(<PlayerStatusChip player={PLAYER} />);
    const warning = screen.getByRole('img', { name: WARNING });
    expect(warning.getAttribute('tabindex')).toBe('0');
    act(() => warning.focus());
    expect(document.activeElement).toBe(warning);
  });

  it('shows no warning for a player whose serial number matches', async () => {
    await renderInAdmin(<PlayerStatusChip player={{ ...PLAYER, error: undefined }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
