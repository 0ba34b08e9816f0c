import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingBar } from './FloatingBar';
import { barSpace, BAR_SPACE_VARIABLE } from './listLayout';

const spaceOnPage = () => document.documentElement.style.getPropertyValue(BAR_SPACE_VARIABLE);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FloatingBar', () => {
  it('publishes the room it takes while it is on the page, and takes it back when it goes', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 52 }),
    );
    const { unmount } = render(
      <FloatingBar role="toolbar" label="Actions on the selected players">
        <button type="button">Lock</button>
      </FloatingBar>,
    );
    expect(screen.getByRole('toolbar', { name: 'Actions on the selected players' })).toBeTruthy();
    expect(spaceOnPage()).toBe(`${barSpace(52)}px`);
    // The spacer at the end of the list reads the same room, and is not read out.
    expect(screen.getByTestId('floating-bar-space').getAttribute('aria-hidden')).toBe('true');
    unmount();
    expect(spaceOnPage()).toBe('');
  });
});
