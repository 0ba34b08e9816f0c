import { Router } from 'express';
import { notFound, ok } from '../envelope';
import { readQuery } from '../validate';
import type { AppContext } from './context';
import { adminOnly, findOwned, ownedBy, tenantOf, withoutTenant } from './scope';

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name);

/**
 * The tenant's places and groups that device configuration chooses from (000 §7 Lookups, Devices): regions hold
 * buildings, buildings hold floors, floors hold rooms; locations mirror buildings, floors and their areas.
 */
export function tenantLookupRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const guard = adminOnly(auth);

  router.get('/tenant/regions', ...guard, (_req, res) => {
    ok(res, ownedBy(store.data.regions, tenantOf(res)).map(withoutTenant));
  });

  router.get('/tenant/buildings', ...guard, (_req, res) => {
    ok(res, { items: ownedBy(store.data.buildings, tenantOf(res)).map(withoutTenant) });
  });

  /** Rooms of one region; only those people can book unless showNonReservable=true. */
  router.get('/tenant/rooms', ...guard, (req, res) => {
    const regionId = readQuery(req, res, 'regionId');
    if (regionId === null) return;
    const tenantId = tenantOf(res);
    if (!findOwned(store.data.regions, tenantId, regionId))
      return notFound(res, `Region ${regionId} not found`);
    const all = req.query.showNonReservable === 'true';
    const rooms = ownedBy(store.data.rooms, tenantId).filter(
      (room) => room.region.id === regionId && (all || room.reservable),
    );
    ok(res, rooms.map(withoutTenant));
  });

  /** Floors of one region, each with its building, lowest first within a building. */
  router.get('/tenant/floors', ...guard, (req, res) => {
    const regionId = readQuery(req, res, 'regionId');
    if (regionId === null) return;
    const tenantId = tenantOf(res);
    if (!findOwned(store.data.regions, tenantId, regionId))
      return notFound(res, `Region ${regionId} not found`);
    const floors = ownedBy(store.data.floors, tenantId).filter((floor) => floor.region.id === regionId);
    ok(res, floors.map(withoutTenant));
  });

  router.get('/tenant/locations', ...guard, (_req, res) => {
    ok(res, ownedBy(store.data.locations, tenantOf(res)).map(withoutTenant));
  });

  router.get('/tenant/groups', ...guard, (_req, res) => {
    ok(res, ownedBy(store.data.groups, tenantOf(res)).map(withoutTenant).sort(byName));
  });

  return router;
}
