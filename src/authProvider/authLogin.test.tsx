import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../dataProvider/apiError';
import { AuthRedirectError } from './authProvider';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { readRoles } from './storedUser';
import { LIVE_TOKEN, ADMIN, CENTRAL, setup, storedKeys } from '../test/authProviderSetup';

describe('authProvider.login', () => {
  it('sends the credentials with the fingerprint, stores the token, then the user from users/me', async () => {
    const { provider, platform } = setup();
    await provider.login({ username: 'admin', password: 'demo' });
    expect(platform.login).toHaveBeenCalledWith({
      username: 'admin',
      password: 'demo',
      fingerprint: 'fp-hash',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(LIVE_TOKEN);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-admin');
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Alex Morgan');
    expect(localStorage.getItem(STORAGE_KEYS.tenantId)).toBe('acme');
    expect(localStorage.getItem(STORAGE_KEYS.tenantName)).toBe('Acme Corporation');
    expect(localStorage.getItem(STORAGE_KEYS.fmisProvider)).toBe('Planon');
    expect(localStorage.getItem(STORAGE_KEYS.organizationIsAdmin)).toBe('false');
    expect(readRoles(localStorage)).toEqual(['admin']);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    await expect(provider.getPermissions({})).resolves.toEqual(['devices.edit', 'content.edit']);
    await expect(provider.getIdentity()).resolves.toEqual({
      id: 'u-admin',
      fullName: 'Alex Morgan',
      tenantId: 'acme',
      tenantName: 'Acme Corporation',
    });
  });

  it('signs in with a one-time code from the central login, with the fingerprint', async () => {
    const { provider, platform } = setup();
    await provider.login({ code: 'code-from-central-login' });
    expect(platform.exchangeCode).toHaveBeenCalledWith('code-from-central-login', 'fp-hash');
    expect(platform.login).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(LIVE_TOKEN);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-admin');
  });

  it('replaces an earlier token without removing it first, so other tabs see a user change', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-of-earlier-user');
    localStorage.setItem(STORAGE_KEYS.userId, 'u-earlier');
    const removed: string[] = [];
    const removeItem = Storage.prototype.removeItem;
    const spy = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key) {
      removed.push(key);
      removeItem.call(this, key);
    });
    try {
      await setup().provider.login({ username: 'admin', password: 'demo' });
    } finally {
      spy.mockRestore();
    }
    expect(removed).toContain(STORAGE_KEYS.userId);
    expect(removed).not.toContain(STORAGE_KEYS.accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(LIVE_TOKEN);
  });

  it('replaces what an earlier user left behind', async () => {
    localStorage.setItem(STORAGE_KEYS.picture, 'data:image/png;base64,old');
    localStorage.setItem(STORAGE_KEYS.fmisProvider, 'Old FMIS');
    const { provider } = setup(
      { accessToken: LIVE_TOKEN },
      { ...ADMIN, organization: { id: 'g', name: 'G' } },
    );
    await provider.login({ username: 'globex-admin', password: 'demo' });
    expect(localStorage.getItem(STORAGE_KEYS.picture)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.fmisProvider)).toBeNull();
  });

  it.each([
    [{ isCaptchaRequired: true }, 'captcha', 'dm.shell.redirect.message_captcha_required'],
    [{ mustChangePassword: true }, 'mustChangePassword', 'dm.shell.redirect.message_must_change_password'],
  ] as const)('throws AuthRedirectError for %o and stores nothing', async (answer, reason, message) => {
    const dcAnswer = {
      url: CENTRAL,
      isCaptchaRequired: reason === 'captcha',
      mustChangePassword: reason !== 'captcha',
    };
    const { provider, platform } = setup(answer, ADMIN, dcAnswer);
    const failure = provider.login({ username: 'captcha', password: 'demo' });
    await expect(failure).rejects.toBeInstanceOf(AuthRedirectError);
    await expect(failure).rejects.toMatchObject({ reason, message, url: CENTRAL });
    expect(storedKeys()).toEqual([]);
    expect(platform.me).not.toHaveBeenCalled();
  });

  it('asks the device-control sign-in where to continue, with the sign-in route that returns to the page', async () => {
    const { provider, dc } = setup({ isCaptchaRequired: true });
    await expect(
      provider.login({ username: 'captcha', password: 'demo', returnUrl: '/kiosk/themes' }),
    ).rejects.toMatchObject({ reason: 'captcha', url: CENTRAL });
    expect(dc.dcLogin).toHaveBeenCalledWith({
      username: 'captcha',
      returnUrl: 'https://console.example/login?app=dc&returnUrl=%2Fkiosk%2Fthemes&window=separate',
    });
  });

  it('says what the device-control sign-in says the central login will ask', async () => {
    const { provider } = setup({ isCaptchaRequired: true }, ADMIN, {
      url: CENTRAL,
      isCaptchaRequired: false,
      mustChangePassword: true,
    });
    await expect(provider.login({ username: 'expired', password: 'demo' })).rejects.toMatchObject({
      reason: 'mustChangePassword',
      message: 'dm.shell.redirect.message_must_change_password',
    });
  });

  it.each([
    ['fails', new ApiError(10404, 'Not found', 404)],
    [
      'names no web address',
      { url: 'javascript:alert(1)', isCaptchaRequired: false, mustChangePassword: false },
    ],
  ] as const)(
    'keeps the platform reason and the configured login when the device-control sign-in %s',
    async (_, dcAnswer) => {
      const { provider } = setup({ mustChangePassword: true }, ADMIN, dcAnswer);
      await expect(provider.login({ username: 'expired', password: 'demo' })).rejects.toMatchObject({
        reason: 'mustChangePassword',
        url: null,
      });
    },
  );

  it('asks no device-control sign-in for a one-time code', async () => {
    const { provider, platform, dc } = setup();
    platform.exchangeCode.mockResolvedValueOnce({ isCaptchaRequired: true });
    await expect(provider.login({ code: 'code-123456' })).rejects.toMatchObject({
      reason: 'captcha',
      url: null,
    });
    expect(dc.dcLogin).not.toHaveBeenCalled();
  });

  it('passes wrong credentials on as the ApiError, storing nothing', async () => {
    const { provider } = setup(new ApiError(10001, 'Invalid user name or password', 400));
    await expect(provider.login({ username: 'admin', password: 'nope' })).rejects.toMatchObject({
      code: 10001,
    });
    expect(storedKeys()).toEqual([]);
  });

  it('forgets the token again when the user details cannot be loaded', async () => {
    const { provider } = setup({ accessToken: LIVE_TOKEN }, new ApiError('NETWORK_ERROR', 'x', 0));
    await expect(provider.login({ username: 'admin', password: 'demo' })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('refuses an answer without a token', async () => {
    const { provider } = setup({});
    await expect(provider.login({ username: 'admin', password: 'demo' })).rejects.toMatchObject({
      code: 'OTHERS',
    });
    expect(storedKeys()).toEqual([]);
  });
});
