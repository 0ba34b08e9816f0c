import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusThroughWork } from './useFocusThroughWork';

const Work = ({ busy }: { busy: boolean }) => {
  const { during, after } = useFocusThroughWork<HTMLButtonElement, HTMLButtonElement>(busy);
  return (
    <div tabIndex={-1} data-testid="frame">
      <button ref={after} disabled={busy}>
        Scan
      </button>
      {busy ? <button ref={during}>Cancel</button> : null}
      <input aria-label="Elsewhere" />
    </div>
  );
};

describe('useFocusThroughWork', () => {
  it('moves the focus from the disabled button to Cancel, and back to the button once done', () => {
    const { rerender } = render(<Work busy={false} />);
    screen.getByRole('button', { name: 'Scan' }).focus();
    rerender(<Work busy />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    rerender(<Work busy={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scan' }));
  });

  it('takes a focus left on a frame that cannot be acted on', () => {
    const { rerender } = render(<Work busy />);
    screen.getByTestId('frame').focus();
    rerender(<Work busy={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scan' }));
  });

  it('leaves a focus someone moved to a field', () => {
    const { rerender } = render(<Work busy={false} />);
    rerender(<Work busy />);
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    rerender(<Work busy={false} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });
});
