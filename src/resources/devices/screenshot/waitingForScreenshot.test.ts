import { describe, expect, it } from 'vitest';
import { isWaitingForScreenshot } from './waitingForScreenshot';

const now = new Date('2024-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('waiting for a requested screenshot', () => {
  it('waits while a request is pending or the newest picture is older than the request', () => {
    const asked = ago(2_000);
    expect(isWaitingForScreenshot(undefined, null)).toBe(false);
    expect(isWaitingForScreenshot({ takenAt: ago(60_000), requestedAt: null }, null)).toBe(false);
    expect(isWaitingForScreenshot({ takenAt: null, requestedAt: asked }, null)).toBe(true);
    expect(isWaitingForScreenshot({ takenAt: ago(60_000), requestedAt: null }, asked)).toBe(true);
    expect(isWaitingForScreenshot({ takenAt: ago(1_000), requestedAt: null }, asked)).toBe(false);
  });
});
