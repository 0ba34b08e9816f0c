import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal, timeoutSignal } from './abortSignals';

const NATIVE = { any: AbortSignal.any, timeout: AbortSignal.timeout };

/** A browser without AbortSignal.any and AbortSignal.timeout (Chrome before 116, Safari before 16). */
const withoutNewerApis = () => Object.assign(AbortSignal, { any: undefined, timeout: undefined });

describe('abort signals in older browsers', () => {
  afterEach(() => {
    Object.assign(AbortSignal, NATIVE);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('aborts with the reason of the first signal that aborts', () => {
    withoutNewerApis();
    const first = new AbortController();
    const second = new AbortController();
    const joined = anySignal([first.signal, second.signal]);
    expect(joined.aborted).toBe(false);
    second.abort('cancelled');
    expect(joined.aborted).toBe(true);
    expect(joined.reason).toBe('cancelled');
    first.abort('later');
    expect(joined.reason).toBe('cancelled');
  });

  it('is aborted at once when a signal given already is', () => {
    withoutNewerApis();
    const done = new AbortController();
    done.abort('before');
    expect(anySignal([new AbortController().signal, done.signal]).reason).toBe('before');
  });

  it('times out with a TimeoutError', () => {
    withoutNewerApis();
    vi.useFakeTimers();
    const signal = timeoutSignal(1_000);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("uses the browser's own where it has them", () => {
    const any = vi.spyOn(AbortSignal, 'any');
    anySignal([new AbortController().signal]);
    expect(any).toHaveBeenCalledTimes(1);
  });
});
