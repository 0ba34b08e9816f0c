import { Router } from 'express';
import type { TenantPreferences } from '../../db/types';
import { badRequest, ok } from '../../envelope';
import { handle } from '../../errors';
import type { AppContext } from '../context';
import { answerOutcome } from '../outcome';
import { adminOnly, tenantOf, withoutTenant } from '../scope';

const APPS = ['KIOSK', 'WORKPLACE'] as const;

/** GET/POST /tenant/preferences (001 §7, no body named): the tenant's default app, KIOSK, WORKPLACE or none. */
export function tenantPreferenceRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  const admin = adminOnly(auth);
  const preferencesOf = (tenantId: string): TenantPreferences =>
    store.data.tenantPreferences.find((preferences) => preferences.tenantId === tenantId) ?? {
      tenantId,
      defaultApp: null,
    };

  router.get('/tenant/preferences', ...admin, (_req, res) => {
    ok(res, withoutTenant(preferencesOf(tenantOf(res))));
  });

  router.post(
    '/tenant/preferences',
    ...admin,
    handle(async (req, res) => {
      const body = req.body as { defaultApp?: unknown } | undefined;
      const app = body?.defaultApp;
      if (app !== null && !APPS.includes(app as (typeof APPS)[number])) {
        return badRequest(res, `"defaultApp" must be one of ${APPS.join(', ')} or null`);
      }
      const tenantId = tenantOf(res);
      const outcome = await store.transaction({}, (tx) => {
        const preferences = preferencesOf(tenantId);
        preferences.defaultApp = app as TenantPreferences['defaultApp'];
        if (!tx.data.tenantPreferences.includes(preferences)) tx.data.tenantPreferences.push(preferences);
        tx.changed('tenantPreferences');
        return withoutTenant(preferences);
      });
      answerOutcome(res, outcome, (saved) => ok(res, saved));
    }),
  );
  return router;
}
