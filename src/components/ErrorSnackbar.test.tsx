import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stylesInDocument } from '../test/documentStyles';
import { ApiError } from '../dataProvider/apiError';
import { hookInAdmin, renderInAdmin } from '../test/renderInAdmin';
import { ErrorSnackbar } from './ErrorSnackbar';
import { ErrorSnackbarProvider } from './ErrorSnackbarProvider';
import { useErrorSnackbar } from './useErrorSnackbar';

// These tests read computed styles: the style rules must be in the document.
stylesInDocument();

afterEach(() => {
  vi.useRealTimers();
});

describe('ErrorSnackbar', () => {
  it('shows title and message, each clamped to two lines', async () => {
    await renderInAdmin(
      <ErrorSnackbar
        error={{ title: 'Saving failed', message: 'dm.errors.code.60011' }}
        onClose={() => undefined}
      />,
    );
    const title = screen.getByText('Saving failed');
    const message = screen.getByText(
      'This theme was changed by someone else. Reload to see the newer version.',
    );
    for (const element of [title, message]) {
      const style = getComputedStyle(element);
      expect([style.overflow, style.getPropertyValue('-webkit-line-clamp')]).toEqual(['hidden', '2']);
    }
  });

  it('closes itself after 5 seconds, not before', async () => {
    const onClose = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderInAdmin(<ErrorSnackbar error={{ message: 'Broken' }} onClose={onClose} />);
    expect(screen.getByText('Broken')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_100));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('useErrorSnackbar', () => {
  it('shows the message of an error code, with the default title', async () => {
    const show = (await hookInAdmin(useErrorSnackbar, ErrorSnackbarProvider))();
    act(() => show(new ApiError(10403, 'Permission denied', 403)));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
