import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { ApiError } from '../dataProvider/apiError';
import type { DcLoginResult } from '../dataProvider/dcAuth';
import type { LoginResponse, PlatformUser } from '../dataProvider/platform';
import { AuthRedirectError, createAuthProvider } from './authProvider';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { readRoles } from './storedUser';

const NOW = Date.UTC(2025, 0, 15, 12);
const jwt = (claims: Record<string, unknown>): string => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
};
const LIVE_TOKEN = jwt({ sub: 'u1', exp: NOW / 1000 + 600 });

const ADMIN: PlatformUser = {
  id: 'u-admin',
  name: 'Alex Morgan',
  languageCode: 'fr',
  organization: { id: 'acme', name: 'Acme Corporation', isAdmin: false, fmisProvider: 'Planon' },
  rolesValues: ['admin'],
  permissionsValues: ['devices.edit', 'content.edit'],
};

const CENTRAL = 'https://login.example/login?app=dc&returnUrl=x';

const setup = (
  loginAnswer: LoginResponse | Error = { accessToken: LIVE_TOKEN },
  user: PlatformUser | Error = ADMIN,
  dcAnswer: Partial<DcLoginResult> | Error = {
    url: CENTRAL,
    isCaptchaRequired: true,
    mustChangePassword: false,
  },
) => {
  const platform = {
    login: vi.fn(async () => {
      if (loginAnswer instanceof Error) throw loginAnswer;
      return loginAnswer;
    }),
    me: vi.fn(async () => {
      if (user instanceof Error) throw user;
      return user;
    }),
    logout: vi.fn(async () => undefined),
    exchangeCode: vi.fn(async (): Promise<LoginResponse> => ({ accessToken: LIVE_TOKEN })),
  };
  const dc = {
    dcLogin: vi.fn(async () => {
      if (dcAnswer instanceof Error) throw dcAnswer;
      return dcAnswer as DcLoginResult;
    }),
  };
  const provider = createAuthProvider({
    platform,
    dc,
    fingerprint: () => 'fp-hash',
    now: () => NOW,
    currentRoute: () => '/kiosk/themes?page=2',
    loginUrl: () => 'https://login.example/',
    consoleUrl: () => 'https://console.example',
  });
  return { platform, provider, dc };
};

const storedKeys = () => Object.keys(localStorage).sort();

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
      returnUrl: 'https://console.example/login?app=dc&returnUrl=%2Fkiosk%2Fthemes',
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

describe('authProvider identity and access', () => {
  it('rejects getIdentity when nobody is signed in, and includes the picture when there is one', async () => {
    const { provider } = setup();
    await expect(provider.getIdentity()).rejects.toThrow();
    await provider.login({ username: 'admin', password: 'demo' });
    localStorage.setItem(STORAGE_KEYS.picture, 'data:image/png;base64,abc');
    await expect(provider.getIdentity()).resolves.toMatchObject({ avatar: 'data:image/png;base64,abc' });
  });

  it('answers canAccess from the stored permissions', async () => {
    const { provider } = setup(undefined, { ...ADMIN, permissionsValues: ['contentrules.edit'] });
    await expect(provider.canAccess({ action: 'list', resource: 'contentRules' })).resolves.toBe(false);
    await provider.login({ username: 'contentadmin', password: 'demo' });
    await expect(provider.canAccess({ action: 'list', resource: 'contentRules' })).resolves.toBe(true);
    await expect(provider.canAccess({ action: 'list', resource: 'devices' })).resolves.toBe(false);
  });

  it('reads an unreadable permission entry as no permission', async () => {
    localStorage.setItem(STORAGE_KEYS.permissions, '{not json');
    await expect(setup().provider.getPermissions({})).resolves.toEqual([]);
  });

  it('keeps the roles of rolesValues, none for a user without them, and reads a broken entry as none', async () => {
    const { provider } = setup(undefined, { ...ADMIN, rolesValues: undefined });
    await provider.login({ username: 'admin', password: 'demo' });
    expect(readRoles(localStorage)).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.roles, '{"admin": true}');
    expect(readRoles(localStorage)).toEqual([]);
  });
});
