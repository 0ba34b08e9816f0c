import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { ApiError } from '../dataProvider/apiError';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { NOW, jwt, LIVE_TOKEN, setup } from '../test/authProviderSetup';

describe('authProvider.checkAuth', () => {
  it('rejects without a token, naming the sign-in page wherever the check ran', async () => {
    await expect(setup().provider.checkAuth({})).rejects.toThrow('ra.auth.auth_check_error');
    await expect(setup().provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('accepts a live token and rejects one whose exp has passed', async () => {
    const { provider } = setup();
    localStorage.setItem(STORAGE_KEYS.accessToken, LIVE_TOKEN);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.accessToken, jwt({ sub: 'u1', exp: NOW / 1000 - 1 }));
    await expect(provider.checkAuth({})).rejects.toThrow('dm.errors.code.SESSION_EXPIRED');
  });

  it('leaves a token that is not a JWT to the server', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'opaque-token');
    await expect(setup().provider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('authProvider.checkError', () => {
  it('signs out on 401 only', async () => {
    const { provider } = setup();
    const expired = new HttpError('gone', 401, { code: 10005 });
    await expect(provider.checkError(expired)).rejects.toThrow('dm.errors.code.SESSION_EXPIRED');
    await expect(provider.checkError(new ApiError(10403, 'Permission denied', 403))).resolves.toBeUndefined();
    await expect(provider.checkError(new ApiError(10001, 'Invalid', 401))).resolves.toBeUndefined();
    await expect(provider.checkError(new ApiError('NETWORK_ERROR', 'x', 0))).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('plain'))).resolves.toBeUndefined();
    await expect(provider.checkError(undefined)).resolves.toBeUndefined();
  });
});
