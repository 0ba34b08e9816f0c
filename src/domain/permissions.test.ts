import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../contract/permissions';
import { canAccess, isAdmin, isContentAdmin, isContentCreator } from './permissions';

/** Permission lists of the demo accounts (000 §6 for the full list). */
const EVERY_PERMISSION = [...ALL_PERMISSIONS];
const ACCOUNTS: Record<string, string[]> = {
  admin: EVERY_PERMISSION,
  'globex-admin': EVERY_PERMISSION,
  contentadmin: ['contentrules.edit'],
  contributor: ['content.edit'],
  viewer: ['kiosk.view'],
};

const ADMIN_AREAS = ['devices', 'profiles', 'themes', 'qbic', 'kiosk', 'workplace', 'activity'];
const allowed = (permissions: string[], action = 'list') =>
  [...ADMIN_AREAS, 'contentRules', 'contentadmin', 'contentItems', 'contentlibrary'].filter((resource) =>
    canAccess(permissions, { action, resource }),
  );

describe('permission predicates', () => {
  it('classify each demo account', () => {
    const summary = Object.fromEntries(
      Object.entries(ACCOUNTS).map(([name, permissions]) => [
        name,
        [isAdmin(permissions), isContentAdmin(permissions), isContentCreator(permissions)],
      ]),
    );
    expect(summary).toEqual({
      admin: [true, true, true],
      'globex-admin': [true, true, true],
      contentadmin: [false, true, false],
      contributor: [false, false, true],
      viewer: [false, false, false],
    });
  });

  it('make any single permission of the admin set an administrator', () => {
    for (const permission of ['users.edit', 'settings.edit', 'devices.edit', 'roles.edit', 'settings.saml']) {
      expect(isAdmin([permission])).toBe(true);
    }
    expect(isAdmin(['kiosks.edit'])).toBe(true);
    expect(isAdmin(['plans.edit'])).toBe(true);
    expect(isAdmin(['kiosk.view', 'content.edit', 'contentrules.edit', 'reports.view'])).toBe(false);
    expect(isAdmin([])).toBe(false);
  });
});

describe('canAccess', () => {
  it('lets an administrator everywhere', () => {
    expect(allowed(ACCOUNTS.admin)).toEqual([
      ...ADMIN_AREAS,
      'contentRules',
      'contentadmin',
      'contentItems',
      'contentlibrary',
    ]);
  });

  it('keeps the content admin to content rules', () => {
    expect(allowed(ACCOUNTS.contentadmin)).toEqual(['contentRules', 'contentadmin']);
  });

  it('keeps the contributor to the content library', () => {
    expect(allowed(ACCOUNTS.contributor, 'edit')).toEqual(['contentItems', 'contentlibrary']);
  });

  it('lets the viewer nowhere', () => {
    expect(allowed(ACCOUNTS.viewer)).toEqual([]);
  });

  it('denies resources it does not know, including inherited object keys', () => {
    expect(canAccess(ACCOUNTS.admin, { action: 'list', resource: 'users' })).toBe(false);
    expect(canAccess(ACCOUNTS.admin, { action: 'list', resource: 'constructor' })).toBe(false);
  });

  it('applies the same rule to every action on a resource', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) {
      expect(canAccess(['devices.edit'], { action, resource: 'devices' })).toBe(true);
      expect(canAccess(['content.edit'], { action, resource: 'devices' })).toBe(false);
    }
  });
});
