import { describe, expect, it } from 'vitest';
import { CONFIGURABLE_TYPES, DISPLAY_TYPES } from './displayTypes';

describe('display types (000 §3)', () => {
  it('lists every code of the documents, the custom-content display included', () => {
    expect([...DISPLAY_TYPES].sort()).toEqual(['CC', 'DD', 'FBD', 'FD', 'RD', 'SD']);
  });

  it('configures one by one only room, floor and feedback displays', () => {
    expect(CONFIGURABLE_TYPES).toEqual(['RD', 'FD', 'FBD']);
    for (const type of CONFIGURABLE_TYPES) expect(DISPLAY_TYPES).toContain(type);
  });
});
