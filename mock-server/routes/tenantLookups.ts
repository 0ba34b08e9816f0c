import { Router, type Request, type Response } from 'express';
import { ADMIN_PERMISSIONS, CONTENT_ADMIN_PERMISSION } from '../../src/contract/permissions';
import { requireAny } from '../auth';
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
  const locationsGuard = [
    auth.requireSession(),
    requireAny([...ADMIN_PERMISSIONS, CONTENT_ADMIN_PERMISSION]),
  ];

  router.get('/tenant/regions', ...guard, (_req, res) => {
    ok(res, ownedBy(store.data.regions, tenantOf(res)).map(withoutTenant));
  });

  router.get('/tenant/buildings', ...guard, (_req, res) => {
    ok(res, { items: ownedBy(store.data.buildings, tenantOf(res)).map(withoutTenant) });
  });

  /** The caller's region named by ?regionId=, or null after answering 400 (none) or 404 (unknown). */
  const regionOf = (req: Request, res: Response): string | null => {
    const regionId = readQuery(req, res, 'regionId');
    if (regionId === null) return null;
    if (findOwned(store.data.regions, tenantOf(res), regionId)) return regionId;
    notFound(res, `Region ${regionId} not found`);
    return null;
  };

  /** Rooms of one region; only those people can book unless showNonReservable=true. */
  router.get('/tenant/rooms', ...guard, (req, res) => {
    const regionId = regionOf(req, res);
    if (regionId === null) return;
    const all = req.query.showNonReservable === 'true';
    const rooms = ownedBy(store.data.rooms, tenantOf(res)).filter(
      (room) => room.region.id === regionId && (all || room.reservable),
    );
    ok(res, rooms.map(withoutTenant));
  });

  /** Floors of one region, each with its building. */
  router.get('/tenant/floors', ...guard, (req, res) => {
    const regionId = regionOf(req, res);
    if (regionId === null) return;
    const floors = ownedBy(store.data.floors, tenantOf(res)).filter((floor) => floor.region.id === regionId);
    ok(res, floors.map(withoutTenant));
  });

  // Content admins pick a rule's locations from the same list (000 §3 Content rule).
  router.get('/tenant/locations', ...locationsGuard, (_req, res) => {
    ok(res, ownedBy(store.data.locations, tenantOf(res)).map(withoutTenant));
  });

  router.get('/tenant/groups', ...guard, (_req, res) => {
    ok(res, ownedBy(store.data.groups, tenantOf(res)).map(withoutTenant).sort(byName));
  });

  return router;
}
