import { Router } from 'express';
import { requireAdmin } from '../../auth';
import type { AppContext } from '../context';
import { completeRecords, PROFILE_KIND, THEME_KIND, type StoredLook } from './kinds';
import { lookRecords } from './lookRecords';
import { lookReadRoutes } from './reads';
import { lookUpdateRoutes } from './update';
import { lookWriteRoutes } from './writes';

/**
 * Profiles and themes of the caller's tenant, for its administrators: the lists per display type of 000 §7
 * (Lookups) and the calls the spec does not show — read one, create, update with optimistic concurrency on
 * `version`, delete unless a stored device configuration uses the record. The records of each kind
 * (`lookRecords.ts`) are made here and handed to the parts; no part mounts or calls another.
 */
export function looksRoutes(context: AppContext): Router {
  const { store } = context;
  const router = Router();
  router.use(['/profile', '/theme'], context.auth.requireSession(), requireAdmin);
  for (const kind of [PROFILE_KIND, THEME_KIND]) {
    // Records of an older data file get the fields added since, once, as the server opens it.
    if (completeRecords(store.data[kind.collection] as unknown as StoredLook[], kind))
      store.changed(kind.collection);
    const looks = lookRecords(context, kind);
    router.use(lookReadRoutes(looks));
    router.use(lookWriteRoutes(context, looks));
    router.use(lookUpdateRoutes(context, looks));
  }
  return router;
}
