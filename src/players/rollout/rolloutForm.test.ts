import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLLOUT_SETTINGS } from '../../domain/rollout/plan';
import { initialRolloutForm, readRolloutForm } from './rolloutForm';

describe('rollout setup form', () => {
  it('starts from the default waves and limits', () => {
    expect(readRolloutForm(initialRolloutForm())).toEqual({
      settings: DEFAULT_ROLLOUT_SETTINGS,
      problem: null,
    });
  });

  it('reads edited waves and names the field that cannot be used', () => {
    const form = { canary: '3', wavePercents: '20%; 40 ', returnMinutes: '2,5', maxFailurePercent: '10' };
    expect(readRolloutForm(form).settings).toEqual({
      canary: 3,
      wavePercents: [20, 40],
      returnWithinMs: 150_000,
      maxFailurePercent: 10,
    });
    expect(readRolloutForm({ ...form, wavePercents: '' }).settings?.wavePercents).toEqual([]);
    expect(readRolloutForm({ ...form, canary: '' }).problem).toBe('canary');
    expect(readRolloutForm({ ...form, wavePercents: '10, ten' }).problem).toBe('wavePercents');
    expect(readRolloutForm({ ...form, returnMinutes: '0' }).problem).toBe('returnWithinMs');
    expect(readRolloutForm({ ...form, maxFailurePercent: 'x' }).problem).toBe('maxFailurePercent');
  });
});
