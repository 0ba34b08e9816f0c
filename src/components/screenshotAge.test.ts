import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import { flattenMessages } from '../i18n/messages';
import { ageKey, screenshotAge } from './screenshotAge';

const now = new Date('2024-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('screenshot age', () => {
  it('uses the largest whole unit of days, hours, minutes or seconds', () => {
    expect(screenshotAge(ago(3 * 86_400_000 + 5_000), now)).toEqual({ unit: 'days', count: 3 });
    expect(screenshotAge(ago(2 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hours', count: 2 });
    expect(screenshotAge(ago(61_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(screenshotAge(ago(59_999), now)).toEqual({ unit: 'seconds', count: 59 });
    expect(screenshotAge(ago(400), now)).toEqual({ unit: 'seconds', count: 0 });
    expect(screenshotAge(ago(-5_000), now)).toEqual({ unit: 'seconds', count: 0 });
  });

  it('has a text for every unit', () => {
    const english = flattenMessages(en);
    for (const unit of ['days', 'hours', 'minutes', 'seconds'] as const)
      expect(english[ageKey({ unit, count: 2 })]).toMatch(/\|\|\|\|/);
  });
});
