import { describe, expect, it } from 'vitest';
import type { Building, Floor, Ref, Room } from '../db/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();
type Viewed<T> = Omit<T, 'tenantId'>;

describe('tenant lookups', () => {
  it('lists regions, buildings (as result.items), locations and groups of the caller tenant only', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const regions = await call<OkBody<Ref[]>>(url, '/tenant/regions', { token });
    expect(regions.body.result.map((region) => region.name)).toEqual(['Amsterdam', 'Berlin', 'Stockholm']);
    expect(regions.body.result[0]).not.toHaveProperty('tenantId');
    const buildings = await call<OkBody<{ items: Viewed<Building>[] }>>(url, '/tenant/buildings', { token });
    expect(buildings.body.result.items).toHaveLength(6);
    expect(buildings.body.result.items[0].region).toEqual({ id: 'reg-acme-1', name: 'Amsterdam' });
    const locations = await call<OkBody<Ref[]>>(url, '/tenant/locations', { token });
    expect(locations.body.result.length).toBe(
      store.data.locations.filter((l) => l.tenantId === 'acme').length,
    );
    const groups = await call<OkBody<Ref[]>>(url, '/tenant/groups', { token });
    const names = groups.body.result.map((group) => group.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Wayfinding');

    const globex = await signIn(url, 'globex-admin');
    const theirs = await call<OkBody<Ref[]>>(url, '/tenant/regions', { token: globex });
    expect(theirs.body.result.map((region) => region.name)).toEqual(['Springfield']);
  });

  it('lists the rooms of a region, reservable only unless asked for all', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const reservable = await call<OkBody<Viewed<Room>[]>>(url, '/tenant/rooms/?regionId=reg-acme-2', {
      token,
    });
    const all = await call<OkBody<Viewed<Room>[]>>(
      url,
      '/tenant/rooms/?regionId=reg-acme-2&showNonReservable=true',
      { token },
    );
    // 2 buildings × 4 floors × 5 rooms, one room per floor not reservable.
    expect(all.body.result).toHaveLength(40);
    expect(reservable.body.result).toHaveLength(32);
    expect(reservable.body.result.every((room) => room.reservable)).toBe(true);
    expect(all.body.result.every((room) => room.region.id === 'reg-acme-2')).toBe(true);
  });

  it('lists the floors of a region, each with a building of that region', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const floors = await call<OkBody<Viewed<Floor>[]>>(url, '/tenant/floors/?regionId=reg-acme-3', { token });
    expect(floors.body.result).toHaveLength(8);
    const regionBuildings = store.data.buildings.filter((b) => b.region.id === 'reg-acme-3').map((b) => b.id);
    expect(new Set(floors.body.result.map((floor) => floor.building.id))).toEqual(new Set(regionBuildings));
  });

  it('answers 400 without a region, 404 for another tenant region, 403 without an admin permission', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    expect((await call<ErrorBody>(url, '/tenant/rooms/', { token })).status).toBe(400);
    const foreign = await call<ErrorBody>(url, '/tenant/floors/?regionId=reg-globex-1', { token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe(10404);
    const contributor = await signIn(url, 'contributor');
    for (const path of ['/tenant/regions', '/tenant/groups', '/tenant/rooms/?regionId=reg-acme-1']) {
      const denied = await call<ErrorBody>(url, path, { token: contributor });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe(10403);
    }
    expect((await call<ErrorBody>(url, '/tenant/regions')).status).toBe(401);
  });
});
