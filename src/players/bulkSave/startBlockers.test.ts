import { describe, expect, it } from 'vitest';
import { canSend, emptyForm } from './form';
import { startBlockers } from './startBlockers';

describe('startBlockers', () => {
  it('says nothing is ticked, names the ticked groups with a problem, and agrees with canSend', () => {
    const form = emptyForm();
    expect(startBlockers(form)).toEqual({ kind: 'nothing' });
    const ticked = {
      ...form,
      enabled: { ...form.enabled, deviceName: true, wifi: true, keypadVolume: true },
      deviceName: '',
      wifiSsid: '',
      keypadVolume: 40,
    };
    expect(startBlockers(ticked)).toEqual({ kind: 'incomplete', groups: ['deviceName', 'wifi'] });
    expect(canSend(ticked)).toBe(false);
    const complete = { ...ticked, deviceName: 'Lobby', wifiSsid: 'Office', wifiPassword: 'secret' };
    expect(startBlockers(complete)).toBeNull();
    expect(canSend(complete)).toBe(true);
  });
});
