import { Router } from 'express';
import type { AppContext } from '../context';
import { userDirectories } from './directory';
import { tenantPreferenceRoutes } from './preferences';
import { workplaceSettingsFormRoutes } from './settings';
import { userSearchRoutes } from './userSearch';

/**
 * Workplace settings, the user directory and tenant preferences (001 §7: GET/PUT /tenant/workplace/settings,
 * GET /tenant/users?search=, GET/POST /tenant/preferences), for administrators of the caller's tenant (the
 * search also for content admins). The server's user directories (`directory.ts`) are made here and handed to
 * the parts that read them; no part mounts or calls another.
 */
export function workplaceSettingsRoutes(context: AppContext): Router {
  const directoryOf = userDirectories();
  const router = Router();
  router.use(workplaceSettingsFormRoutes(context, directoryOf));
  router.use(userSearchRoutes(context, directoryOf));
  router.use(tenantPreferenceRoutes(context));
  return router;
}
