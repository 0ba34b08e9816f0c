import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { ApiError } from '../dataProvider/apiError';
import {
  createRenewal,
  createSessionCheck,
  isSessionKey,
  sharedActivityIn,
  storedSessionUserId,
} from './session';
import { STORAGE_KEYS } from '../storage/storageKeys';

const signedIn = (token = 'token-1', userId = 'u-admin') => {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.userId, userId);
};

const renewalWith = (renew: (fingerprint: string) => Promise<{ accessToken: string }>) => {
  const platform = { renew: vi.fn(renew) };
  return { platform, renewal: createRenewal({ platform, fingerprint: () => 'fp-1' }) };
};

describe('createRenewal', () => {
  it('sends the fingerprint and stores the fresh token', async () => {
    signedIn();
    const { platform, renewal } = renewalWith(async () => ({ accessToken: 'token-2' }));
    await expect(renewal()).resolves.toBe('renewed');
    expect(platform.renew).toHaveBeenCalledWith('fp-1');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-2');
  });

  it('keeps the token another tab stored while the renewal was on its way', async () => {
    signedIn('token-a');
    const { renewal } = renewalWith(async () => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'token-of-another-user');
      return { accessToken: 'token-a2' };
    });
    await expect(renewal()).resolves.toBe('renewed');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-of-another-user');
  });

  it('reports a refused session on 401 and leaves the outcome open on other failures', async () => {
    signedIn();
    const expired = renewalWith(async () => {
      throw new HttpError('expired', 401, { code: 10005 });
    });
    await expect(expired.renewal()).resolves.toBe('rejected');
    const offline = renewalWith(async () => {
      throw new ApiError('NETWORK_ERROR', 'x', 0);
    });
    await expect(offline.renewal()).resolves.toBe('unavailable');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-1');
  });

  it('does not call the platform without a token, and refuses an answer without one', async () => {
    const { platform, renewal } = renewalWith(async () => ({ accessToken: '' }));
    await expect(renewal()).resolves.toBe('rejected');
    expect(platform.renew).not.toHaveBeenCalled();
    signedIn();
    await expect(renewal()).resolves.toBe('rejected');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-1');
  });
});

describe('createSessionCheck', () => {
  const checkWith = (init: () => Promise<{ userId: string; tenantId: string; tenantName: string }>) =>
    createSessionCheck({ dc: { init: vi.fn(init) } });
  const session = (userId: string) => async () => ({ userId, tenantId: 'acme', tenantName: 'Acme' });

  it('accepts the session of the stored user', async () => {
    signedIn('t', 'u-admin');
    await expect(checkWith(session('u-admin'))()).resolves.toBe('renewed');
  });

  it('refuses a token the backend takes for another user, a 401, and no token at all', async () => {
    await expect(checkWith(session('u-admin'))()).resolves.toBe('rejected');
    signedIn('t', 'u-admin');
    await expect(checkWith(session('u-viewer'))()).resolves.toBe('rejected');
    const revoked = checkWith(async () => {
      throw new HttpError('revoked', 401, { code: 10006 });
    });
    await expect(revoked()).resolves.toBe('rejected');
  });

  it('leaves the outcome open when the backend cannot be reached', async () => {
    signedIn('t', 'u-admin');
    const offline = checkWith(async () => {
      throw new ApiError('TIMEOUT', 'x', 0);
    });
    await expect(offline()).resolves.toBe('unavailable');
  });
});

describe('stored session', () => {
  it('gives the user id only while there is a token, and undefined while a sign-in is being stored', () => {
    expect(storedSessionUserId()).toBeNull();
    signedIn('t', 'u-viewer');
    expect(storedSessionUserId()).toBe('u-viewer');
    localStorage.removeItem(STORAGE_KEYS.userId);
    expect(storedSessionUserId()).toBeUndefined();
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    expect(storedSessionUserId()).toBeNull();
  });

  it('names the keys whose change matters to the session (null: storage cleared)', () => {
    expect(isSessionKey(STORAGE_KEYS.accessToken)).toBe(true);
    expect(isSessionKey(STORAGE_KEYS.userId)).toBe(true);
    expect(isSessionKey(null)).toBe(true);
    expect(isSessionKey(STORAGE_KEYS.language)).toBe(false);
    expect(isSessionKey(STORAGE_KEYS.lastActivity)).toBe(false);
  });

  it('shares activity through storage and ignores unreadable values', () => {
    const shared = sharedActivityIn();
    expect(shared.read()).toBeNull();
    shared.write(1_700_000_000_000);
    expect(shared.read()).toBe(1_700_000_000_000);
    localStorage.setItem(STORAGE_KEYS.lastActivity, 'soon');
    expect(shared.read()).toBeNull();
  });
});
