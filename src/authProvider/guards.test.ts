import { describe, expect, it } from 'vitest';
import {
  areaOf,
  guardArea,
  landingRoute,
  menuEntries,
  turnedAwayFrom,
  turnedAwayState,
  type Area,
} from './guards';
import { ADMIN_PERMISSIONS } from '../domain/permissions';

const EVERY = [...ADMIN_PERMISSIONS, 'content.edit', 'contentrules.edit', 'kiosk.view'];

/** The permission sets of the demo accounts, and single permissions that matter on their own. */
const SETS: Record<string, string[]> = {
  admin: EVERY,
  contentadmin: ['contentrules.edit'],
  contributor: ['content.edit'],
  viewer: ['kiosk.view'],
  none: [],
  bothContent: ['content.edit', 'contentrules.edit'],
  settingsOnly: ['settings.edit'],
  adminWithoutContent: ['devices.edit'],
};

const AREAS: Area[] = ['kiosk', 'workplace', 'contentadmin', 'contentlibrary', 'activity', 'unauthorized'];
/** For each set: where each area leads ('ok' when the user may open it). */
const outcome = (permissions: string[]) =>
  Object.fromEntries(
    AREAS.map((area) => {
      const result = guardArea(area, permissions);
      return [area, result.allowed ? 'ok' : result.redirectTo];
    }),
  );

describe('landingRoute', () => {
  it.each([
    ['admin', '/kiosk'],
    ['settingsOnly', '/kiosk'],
    ['adminWithoutContent', '/kiosk'],
    ['contentadmin', '/contentadmin'],
    ['bothContent', '/contentadmin'],
    ['contributor', '/contentlibrary'],
    ['viewer', '/unauthorized'],
    ['none', '/unauthorized'],
  ])('%s lands on %s', (name, route) => {
    expect(landingRoute(SETS[name])).toBe(route);
  });

  it('starts an administrator in the workplace when that is their app preference, others ignore it', () => {
    expect(landingRoute(SETS.admin, 'workplace')).toBe('/workplace');
    expect(landingRoute(SETS.admin, 'kiosk')).toBe('/kiosk');
    expect(landingRoute(SETS.contributor, 'workplace')).toBe('/contentlibrary');
  });

  it('makes every single permission of the admin set land in the kiosk', () => {
    for (const permission of ADMIN_PERMISSIONS) expect(landingRoute([permission])).toBe('/kiosk');
  });
});

describe('guardArea', () => {
  it('lets an administrator with every permission open everything', () => {
    expect(outcome(SETS.admin)).toEqual({
      kiosk: 'ok',
      workplace: 'ok',
      contentadmin: 'ok',
      contentlibrary: 'ok',
      activity: 'ok',
      unauthorized: 'ok',
    });
  });

  it('sends the content admin from the admin areas and the library to content admin', () => {
    expect(outcome(SETS.contentadmin)).toEqual({
      kiosk: '/contentadmin',
      workplace: '/contentadmin',
      contentadmin: 'ok',
      contentlibrary: '/contentadmin',
      activity: '/contentadmin',
      unauthorized: 'ok',
    });
  });

  it('sends the contributor to the content library', () => {
    expect(outcome(SETS.contributor)).toEqual({
      kiosk: '/contentlibrary',
      workplace: '/contentlibrary',
      contentadmin: '/contentlibrary',
      contentlibrary: 'ok',
      activity: '/contentlibrary',
      unauthorized: 'ok',
    });
  });

  it('prefers content admin over the library for a user with both content permissions', () => {
    expect(outcome(SETS.bothContent)).toMatchObject({ kiosk: '/contentadmin', workplace: '/contentadmin' });
  });

  it.each(['viewer', 'none'])('sends %s to /unauthorized from every area', (name) => {
    expect(outcome(SETS[name])).toEqual({
      kiosk: '/unauthorized',
      workplace: '/unauthorized',
      contentadmin: '/unauthorized',
      contentlibrary: '/unauthorized',
      activity: '/unauthorized',
      unauthorized: 'ok',
    });
  });

  it('keeps an administrator without content permissions out of the content areas, into the kiosk', () => {
    expect(outcome(SETS.adminWithoutContent)).toMatchObject({
      kiosk: 'ok',
      contentadmin: '/kiosk',
      contentlibrary: '/kiosk',
    });
    expect(guardArea('contentadmin', SETS.adminWithoutContent, 'workplace')).toEqual({
      allowed: false,
      redirectTo: '/workplace',
    });
  });

  it('always redirects to a route the user may open', () => {
    for (const permissions of Object.values(SETS)) {
      for (const area of AREAS) {
        const result = guardArea(area, permissions);
        if (result.allowed) continue;
        const target = areaOf(result.redirectTo);
        expect(target === null || guardArea(target, permissions).allowed).toBe(true);
      }
    }
  });
});

describe('areaOf', () => {
  it('finds the area of a path, ignoring query and deeper segments', () => {
    expect(areaOf('/kiosk/devices?filter=%7B%7D')).toBe('kiosk');
    expect(areaOf('/workplace')).toBe('workplace');
    expect(areaOf('/contentadmin/rules/3')).toBe('contentadmin');
    expect(areaOf('/login')).toBeNull();
    expect(areaOf('/')).toBeNull();
    expect(areaOf('/constructor')).toBeNull();
  });
});

describe('menuEntries', () => {
  const ids = (name: string) => menuEntries(SETS[name]).map((entry) => entry.id);

  it('lists what each account may open, in menu order', () => {
    expect(ids('admin')).toEqual(['kiosk', 'workplace', 'contentlibrary', 'contentadmin', 'activity']);
    expect(ids('adminWithoutContent')).toEqual(['kiosk', 'workplace', 'activity']);
    expect(ids('contentadmin')).toEqual(['contentadmin']);
    expect(ids('contributor')).toEqual(['contentlibrary']);
    expect(ids('viewer')).toEqual([]);
  });

  it('links each entry to its area', () => {
    expect(menuEntries(SETS.admin).map((entry) => entry.to)).toEqual([
      '/kiosk',
      '/workplace',
      '/contentlibrary',
      '/contentadmin',
      '/activity',
    ]);
  });
});

describe('turnedAwayState and turnedAwayFrom', () => {
  it('notes the area a redirect turned the person away from, which the page reached reads back', () => {
    const contributorToRules = guardArea('contentadmin', SETS.contributor);
    expect(contributorToRules).toEqual({ allowed: false, redirectTo: '/contentlibrary' });
    const state = turnedAwayState('contentadmin', '/contentlibrary');
    expect(state).toEqual({ turnedAwayFrom: 'contentadmin' });
    expect(turnedAwayFrom(state)).toBe('contentadmin');
    expect(turnedAwayFrom(turnedAwayState('contentlibrary', '/contentadmin'))).toBe('contentlibrary');
    expect(turnedAwayFrom(turnedAwayState('kiosk', '/contentadmin'))).toBe('kiosk');
  });

  it('notes nothing for /unauthorized, which explains itself, nor for a move inside one area', () => {
    expect(turnedAwayState('kiosk', '/unauthorized')).toBeNull();
    expect(turnedAwayState('kiosk', '/kiosk/devices')).toBeNull();
    expect(turnedAwayState('unauthorized', '/kiosk')).toBeNull();
  });

  it('reads no area from a state that names none it knows', () => {
    for (const state of [
      null,
      undefined,
      {},
      { turnedAwayFrom: 'unauthorized' },
      { turnedAwayFrom: 'x' },
      'kiosk',
    ])
      expect(turnedAwayFrom(state)).toBeNull();
  });
});
