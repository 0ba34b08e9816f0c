import { describe, expect, it } from 'vitest';
import { MINI_DISPLAY_MODEL_ID } from '../../contract/constants';
import { configurableType, displayModeFor } from './configurationModel';

describe('configuration model', () => {
  it('knows the configurable display types and their aliases', () => {
    expect(['RD', 'fd', 'FBD', 'FED', 'SD', 'DD', '', null].map(configurableType)).toEqual([
      'RD',
      'FD',
      'FBD',
      'FBD',
      null,
      null,
      null,
      null,
    ]);
  });

  it('offers no calendar view on the Mini Display', () => {
    expect(displayModeFor(MINI_DISPLAY_MODEL_ID, MINI_DISPLAY_MODEL_ID)).toBe('NONE');
    expect(displayModeFor('TD-1070', MINI_DISPLAY_MODEL_ID)).toBe('CV');
  });
});
