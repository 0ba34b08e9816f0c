import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relativeTime';

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

describe('exactTime', () => {
  it('gives the date and the time in the user language', () => {
    const date = new Date('2026-11-22T09:05:07');
    expect(exactTime(date, 'en')).toMatch(/Nov 22, 2026.*9:05:07/);
    expect(exactTime(date, 'de')).toMatch(/22\.11\.2026.*09:05:07/);
  });
});
