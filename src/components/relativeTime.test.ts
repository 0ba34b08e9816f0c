import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('uses the largest unit that fits', () => {
    expect(relativeTime(ago(30), now, 'en')).toBe('30 seconds ago');
    expect(relativeTime(ago(180), now, 'en')).toBe('3 minutes ago');
    expect(relativeTime(ago(2 * 3600), now, 'en')).toBe('2 hours ago');
    expect(relativeTime(ago(3 * 86400), now, 'en')).toBe('3 days ago');
  });

  it('speaks the user language', () => {
    expect(relativeTime(ago(180), now, 'de')).toBe('vor 3 Minuten');
  });
});
