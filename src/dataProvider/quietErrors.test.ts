import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { consoleError } from './apiError';
import { isHandledApiErrorLog, quietHandledApiErrors } from './quietErrors';

describe('quiet handled API errors', () => {
  it('recognises the log line of a rejected data provider call, and only that', () => {
    expect(isHandledApiErrorLog([consoleError('OTHERS')])).toBe(true);
    expect(isHandledApiErrorLog([new HttpError('Conflict', 409)])).toBe(true);
    expect(isHandledApiErrorLog([new TypeError('x is undefined')])).toBe(false);
    expect(isHandledApiErrorLog(['Warning: %s', new HttpError('Conflict', 409)])).toBe(false);
    expect(isHandledApiErrorLog([])).toBe(false);
  });

  it('drops those lines from console.error, writes every other one, and restores the console', () => {
    const error = vi.fn();
    const target = { error };
    const restore = quietHandledApiErrors(target);
    target.error(new HttpError('Forbidden', 403));
    target.error(new RangeError('out of range'));
    target.error('plain message', 1);
    expect(error.mock.calls).toEqual([[new RangeError('out of range')], ['plain message', 1]]);
    restore();
    expect(target.error).toBe(error);
  });
});
