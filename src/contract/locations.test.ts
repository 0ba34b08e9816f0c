import { describe, expect, it } from 'vitest';
import { LOCATION_LEVELS, locationLevelOf } from './locations';

describe('location levels (000 §3)', () => {
  it('are the seven of the documents, none included', () => {
    expect([...LOCATION_LEVELS].sort()).toEqual([
      'area',
      'building',
      'floor',
      'none',
      'outside',
      'room',
      'site',
    ]);
  });

  it('read a level the documents do not name, or none at all, as none', () => {
    for (const level of LOCATION_LEVELS) expect(locationLevelOf(level)).toBe(level);
    for (const other of ['Building', 'wing', '', null, undefined, 3, { level: 'room' }])
      expect(locationLevelOf(other), JSON.stringify(other)).toBe('none');
  });
});
