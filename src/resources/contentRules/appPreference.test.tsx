import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../storage/storageKeys';
import { appOfPreference, rememberedPreference, rememberPreference } from './appPreference';

describe('app preference (000 §2.2)', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered under the spec key and read back whatever its case', () => {
    expect(rememberedPreference(localStorage)).toBeNull();
    rememberPreference(localStorage, 'WORKPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.appPreference)).toBe('WORKPLACE');
    localStorage.setItem(STORAGE_KEYS.appPreference, 'kiosk');
    expect(rememberedPreference(localStorage)).toBe('KIOSK');
    localStorage.setItem(STORAGE_KEYS.appPreference, 'other');
    expect(rememberedPreference(localStorage)).toBeNull();
  });

  it('starts a workplace rule in the workplace app and a kiosk rule on the floor display', () => {
    expect(appOfPreference('WORKPLACE')).toBe('WP');
    expect(appOfPreference('KIOSK')).toBe('FD');
  });
});
