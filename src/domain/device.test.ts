import { describe, expect, it } from 'vitest';
import { deviceTitle } from './device';

describe('device', () => {
  it('prefers the label over the name', () => {
    expect(deviceTitle({ label: 'Lobby', name: 'RD-1' })).toBe('Lobby');
    expect(deviceTitle({ label: null, name: 'RD-1' })).toBe('RD-1');
    expect(deviceTitle({ label: '', name: 'RD-1' })).toBe('RD-1');
  });
});
