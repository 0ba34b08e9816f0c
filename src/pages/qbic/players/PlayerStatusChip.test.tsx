import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('a silent player', () => {
    afterEach(() => vi.useRealTimers());
    const silent = { ...PLAYER, error: undefined, lastSeen: new Date(2026, 10, 10, 18, 30).getTime() };
    const schedule = { mode: 'onoff', on: '07:00', off: '19:00' };

    it('is off by schedule until it switches on, when its own schedule has it off now', async () => {
      vi.useFakeTimers({ now: new Date(2026, 10, 10, 22, 0), toFake: ['Date'] });
      await renderInAdmin(<PlayerStatusChip player={{ ...silent, schedule }} />);
      expect(screen.getByTestId('off-by-schedule').textContent).toBe('Off by schedule until 7:00 AM');
      expect(screen.queryByTestId('not-answering-since')).toBeNull();
    });

    it('is not answering since it was last seen while its schedule has it on', async () => {
      vi.useFakeTimers({ now: new Date(2026, 10, 10, 12, 0), toFake: ['Date'] });
      await renderInAdmin(<PlayerStatusChip player={{ ...silent, schedule }} />);
      expect(screen.getByTestId('not-answering-since').textContent).toMatch(/^Not answering since /);
      expect(screen.queryByTestId('off-by-schedule')).toBeNull();
    });

    it('is not checked yet, with when it was last seen, while it is only remembered', async () => {
      vi.useFakeTimers({ now: new Date(2026, 10, 10, 12, 0), toFake: ['Date'] });
      await renderInAdmin(<PlayerStatusChip player={{ ...silent, schedule, unchecked: true }} />);
      expect(document.querySelector('[data-status]')?.textContent).toBe('Not checked yet');
      expect(screen.getByTestId('last-seen').textContent).toMatch(/^Last seen Nov 10, 2026/);
      expect(screen.queryByTestId('not-answering-since')).toBeNull();
    });

    it('is not checked yet and off by schedule when its last known schedule has it off now', async () => {
      vi.useFakeTimers({ now: new Date(2026, 10, 10, 22, 0), toFake: ['Date'] });
      await renderInAdmin(<PlayerStatusChip player={{ ...silent, schedule, unchecked: true }} />);
      expect(document.querySelector('[data-status]')?.textContent).toBe('Not checked yet');
      expect(screen.getByTestId('off-by-schedule').textContent).toBe('Off by schedule until 7:00 AM');
      expect(screen.queryByTestId('last-seen')).toBeNull();
    });
  });
});
