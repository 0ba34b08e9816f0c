import { Router, type Request, type Response } from 'express';
import { requireAdmin, sessionOf } from '../auth';
import { badRequest, ok } from '../envelope';
import { CONFIGURABLE_TYPES, type ConfigurableType, type Owned } from '../db/types';
import type { AppContext } from './context';

/** Strips the server-side tenant id from a record. */
const view = <T extends Owned>({ tenantId: _tenantId, ...rest }: T): Omit<T, 'tenantId'> => rest;

/** The display type asked for, or null after answering 400 for an unknown one. */
function typeOf(req: Request, res: Response): ConfigurableType | null {
  const type = String(req.query.type ?? '');
  if ((CONFIGURABLE_TYPES as readonly string[]).includes(type)) return type as ConfigurableType;
  badRequest(res, `type must be one of ${CONFIGURABLE_TYPES.join(', ')}`);
  return null;
}

/** Profiles and themes per display type (000 §7 Lookups), the caller's tenant only. */
export function looksRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  router.use(['/profile', '/theme'], auth.requireSession(), requireAdmin);

  router.get('/profile/all', (req, res) => {
    const type = typeOf(req, res);
    if (!type) return;
    const { tenantId } = sessionOf(res).user;
    ok(res, {
      items: store.data.profiles.filter((p) => p.tenantId === tenantId && p.type === type).map(view),
    });
  });

  router.get('/theme/all', (req, res) => {
    const type = typeOf(req, res);
    if (!type) return;
    const { tenantId } = sessionOf(res).user;
    ok(res, { items: store.data.themes.filter((t) => t.tenantId === tenantId && t.type === type).map(view) });
  });

  return router;
}
