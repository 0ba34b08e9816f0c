import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../dataProvider/apiError';
import { ERROR_CODES } from '../dataProvider/errorCodes';
import type { PlatformPerson } from '../dataProvider/platform';
import { deferred } from '../test/deferred';
import { MemoryStorage } from '../test/memoryStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { createDeviceRightsCheck } from './deviceRights';

const urls = { platform: () => 'https://api.platform.test', dc: () => 'https://dc.test/dc' };

const person = (overrides: Partial<PlatformPerson> = {}): PlatformPerson => ({
  id: 'u-admin',
  name: 'Alex Morgan',
  username: 'admin',
  organization: { id: 'acme', name: 'Acme' },
  ...overrides,
});

const session401 = () => Object.assign(new Error('ra.auth.auth_check_error'), { status: 401 });

const setUp = (answers: { rights?: () => Promise<boolean>; userId?: string; username?: string } = {}) => {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  storage.setItem(STORAGE_KEYS.userId, 'u-admin');
  const dc = {
    init: vi.fn(async () => ({ userId: answers.userId ?? 'u-admin', tenantId: 'acme', tenantName: 'Acme' })),
    hasRights: vi.fn(answers.rights ?? (async () => true)),
  };
  const platform = { person: vi.fn(async () => person({ username: answers.username ?? 'admin' })) };
  return { storage, dc, platform, rights: createDeviceRightsCheck({ dc, platform, urls, storage }) };
};

describe('createDeviceRightsCheck', () => {
  it('asks init and people/me, then hasRights with the sign-in name and the token', async () => {
    const { rights, dc, platform } = setUp();
    await expect(rights.check()).resolves.toEqual({ kind: 'allowed' });
    expect(dc.init).toHaveBeenCalledTimes(1);
    expect(platform.person).toHaveBeenCalledTimes(1);
    expect(dc.hasRights).toHaveBeenCalledWith('admin', 'token-1');
  });

  it('keeps the answer for the signed-in user: switching areas asks nothing again', async () => {
    const { rights, dc } = setUp();
    expect(rights.known()).toBeNull();
    const [first, second] = await Promise.all([rights.check(), rights.check()]);
    expect(first).toEqual({ kind: 'allowed' });
    expect(second).toBe(first);
    await rights.check();
    expect(rights.known()).toEqual({ kind: 'allowed' });
    expect(dc.hasRights).toHaveBeenCalledTimes(1);
  });

  it('says denied when the backend refuses the person, and keeps that too', async () => {
    const { rights, dc } = setUp({ rights: async () => false, username: 'viewer' });
    await expect(rights.check()).resolves.toEqual({ kind: 'denied' });
    await expect(rights.check()).resolves.toEqual({ kind: 'denied' });
    expect(dc.hasRights).toHaveBeenCalledTimes(1);
    expect(dc.hasRights).toHaveBeenCalledWith('viewer', 'token-1');
  });

  it('asks again for another signed-in user', async () => {
    const { rights, storage, dc } = setUp();
    await rights.check();
    storage.setItem(STORAGE_KEYS.userId, 'u-other');
    expect(rights.known()).toBeNull();
    // The backend sees the stored admin's session, not u-other's: not this person's session.
    await expect(rights.check()).resolves.toEqual({ kind: 'session' });
    expect(dc.init).toHaveBeenCalledTimes(2);
  });

  it('names the address of a refused or failed call, and asks again next time', async () => {
    let fail = true;
    const { rights, dc } = setUp({
      rights: async () => {
        if (fail) throw new ApiError(ERROR_CODES.OTHERS, 'refused', 403);
        return true;
      },
    });
    await expect(rights.check()).resolves.toEqual({
      kind: 'failed',
      url: 'https://dc.test/dc/auth/hasRights',
    });
    expect(rights.known()).toBeNull();
    fail = false;
    await expect(rights.check()).resolves.toEqual({ kind: 'allowed' });
    expect(dc.hasRights).toHaveBeenCalledTimes(2);
  });

  it('names people/me when the platform does not give the sign-in name', async () => {
    const { rights, dc } = setUp({ username: '' });
    await expect(rights.check()).resolves.toEqual({
      kind: 'failed',
      url: 'https://api.platform.test/rest/v2/people/me',
    });
    expect(dc.hasRights).not.toHaveBeenCalled();
  });

  it('treats a 401 as a refused session, and nobody signed in as no session', async () => {
    const { rights, dc, storage } = setUp();
    dc.init.mockRejectedValueOnce(session401());
    await expect(rights.check()).resolves.toEqual({ kind: 'session' });
    storage.removeItem(STORAGE_KEYS.accessToken);
    await expect(rights.check()).resolves.toEqual({ kind: 'session' });
  });

  it('shares one pending check between the areas that ask at once', async () => {
    const answer = deferred<boolean>();
    const { rights, dc } = setUp({ rights: () => answer.promise });
    const first = rights.check();
    const second = rights.check();
    expect(rights.known()).toBeNull();
    answer.resolve(true);
    await expect(Promise.all([first, second])).resolves.toEqual([{ kind: 'allowed' }, { kind: 'allowed' }]);
    expect(dc.init).toHaveBeenCalledTimes(1);
  });
});
