import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { readRoles } from './storedUser';
import { ADMIN, setup } from '../test/authProviderSetup';

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
