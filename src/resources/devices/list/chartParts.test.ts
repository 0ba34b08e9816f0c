import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en';
import { flattenMessages } from '../../../i18n/messages';
import { chartParts, toggledStatus } from './chartParts';

const english = flattenMessages(en);

describe('fleet health chart', () => {
  it('has one part per status with its share, readable label and colour', () => {
    const parts = chartParts({ 0: 25, 1: 50, 2: 0, 3: 20, 4: 5 });
    expect(parts.map((part) => [part.status, part.count, part.share])).toEqual([
      [0, 25, 25],
      [1, 50, 50],
      [2, 0, 0],
      [3, 20, 20],
      [4, 5, 5],
    ]);
    expect(parts.map((part) => english[part.labelKey])).toEqual([
      'Offline',
      'Live',
      'Not configured',
      'Locked',
      'New',
    ]);
    expect(parts.map((part) => part.color)).toEqual(['error', 'success', 'warning', 'default', 'info']);
    expect(parts.map((part) => part.fill)).toEqual([
      'error.main',
      'success.main',
      'warning.main',
      'grey.500',
      'info.main',
    ]);
  });

  it('gives empty parts when there are no devices', () => {
    expect(chartParts({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 }).every((part) => part.share === 0)).toBe(true);
  });

  it('filters to the clicked status and clears when it is clicked again', () => {
    expect(toggledStatus([], 0)).toEqual([0]);
    expect(toggledStatus([1, 2], 0)).toEqual([0]);
    expect(toggledStatus([0], 0)).toEqual([]);
  });
});
