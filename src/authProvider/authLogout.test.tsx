import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { LIVE_TOKEN, setup, storedKeys } from '../test/authProviderSetup';

describe('authProvider.logout', () => {
  const signedIn = () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, LIVE_TOKEN);
    localStorage.setItem(STORAGE_KEYS.userId, 'u-admin');
    localStorage.setItem(STORAGE_KEYS.permissions, '["devices.edit"]');
    localStorage.setItem(STORAGE_KEYS.tenantId, 'acme');
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    localStorage.setItem(STORAGE_KEYS.fingerprint, 'browser-id');
  };

  /** The console address the central login sends the user back to, from the address logout named. */
  const backFrom = (url: string): string => {
    const central = new URL(url);
    expect(`${central.origin}${central.pathname}`).toBe('https://login.example/login');
    expect(central.searchParams.get('app')).toBe('dc');
    return central.searchParams.get('returnUrl') ?? '';
  };

  it('tells the server, clears the session but keeps fingerprint and language, and sends the user to the central login', async () => {
    signedIn();
    localStorage.setItem(STORAGE_KEYS.organizationIsAdmin, 'true');
    localStorage.setItem(STORAGE_KEYS.roles, '["admin"]');
    localStorage.setItem(STORAGE_KEYS.lastActivity, '1700000000000');
    const { provider, platform } = setup();
    const back = backFrom(String(await provider.logout({})));
    expect(back).toBe(
      'https://console.example/login?app=dc&returnUrl=%2Fkiosk%2Fthemes%3Fpage%3D2&tenant=acme',
    );
    expect(platform.logout).toHaveBeenCalledTimes(1);
    // The last-route key brings the user back even through a central login that drops the return address.
    expect(storedKeys()).toEqual(
      [STORAGE_KEYS.fingerprint, STORAGE_KEYS.language, STORAGE_KEYS.lastRoute].sort(),
    );
    expect(localStorage.getItem(STORAGE_KEYS.lastRoute)).toBe('/kiosk/themes?page=2');
  });

  it('names the reason of a sign-out in the way back from the central login', async () => {
    signedIn();
    const back = backFrom(String(await setup().provider.logout({ reason: 'idle' })));
    expect(new URL(back).searchParams.get('reason')).toBe('idle');
  });

  it("sends a visitor without a session to this console's own sign-in route", async () => {
    await expect(setup().provider.logout({})).resolves.toBe(
      '/login?app=dc&returnUrl=%2Fkiosk%2Fthemes%3Fpage%3D2',
    );
    expect(localStorage.getItem(STORAGE_KEYS.lastRoute)).toBeNull();
  });

  it('clears the session even when the server call fails', async () => {
    signedIn();
    const { provider, platform } = setup();
    platform.logout.mockRejectedValueOnce(new HttpError('expired', 401));
    backFrom(String(await provider.logout({})));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('does not call the server when nobody is signed in', async () => {
    const { provider, platform } = setup();
    await provider.logout({});
    expect(platform.logout).not.toHaveBeenCalled();
  });
});
