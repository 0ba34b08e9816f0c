import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names the tab, the area and the product, leaving out what is missing', () => {
    expect(pageTitle('Devices', 'Kiosk', 'Device Manager')).toBe('Devices – Kiosk – Device Manager');
    expect(pageTitle(undefined, 'Kiosk', 'Device Manager')).toBe('Kiosk – Device Manager');
    expect(pageTitle(' ', null, 'Device Manager')).toBe('Device Manager');
  });
});
