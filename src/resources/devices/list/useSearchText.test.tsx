import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from './useSearchText';

describe('search text ahead of the URL', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (initial = '') => {
    const commit = vi.fn();
    const hook = renderHook(({ url }) => useSearchText(url, commit, 300), { initialProps: { url: initial } });
    return { commit, hook };
  };

  it('shows each keystroke at once and writes the URL once typing pauses', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current[1]('b'));
    act(() => hook.result.current[1]('be'));
    expect(hook.result.current[0]).toBe('be');
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('be');
  });

  it('keeps what was typed after a commit when the URL catches up', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current[1]('ber'));
    act(() => vi.advanceTimersByTime(300));
    act(() => hook.result.current[1]('berl'));
    hook.rerender({ url: 'ber' });
    expect(hook.result.current[0]).toBe('berl');
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith('berl');
  });

  it('takes a URL change from elsewhere, such as Back or clearing the filters', () => {
    const { commit, hook } = setup('tower');
    expect(hook.result.current[0]).toBe('tower');
    hook.rerender({ url: '' });
    expect(hook.result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });
});
