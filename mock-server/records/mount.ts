import type { ErrorRequestHandler, Router } from 'express';
import { ADMIN_PERMISSIONS } from '../../src/contract/permissions';
import { bearerOf } from '../auth';
import type { AppContext } from '../routes/context';
import { recordsErrors } from './answers';
import { collectionsOf } from './collections';
import { recordsEngine, type Verified } from './engine';
import { RECORD_COLLECTIONS } from './storeCollections';

/** Where the mock serves the records API (the dev `config.json` names it as `recordsUrl`). */
export const RECORDS_BASE = '/records';

/** The records API inside the mock: its own token check, the store's collections, the store's durability. */
export function mockRecordsRoutes({ store, auth, logger, now }: AppContext): [Router, ErrorRequestHandler] {
  const verify = (req: Parameters<typeof bearerOf>[0]): Verified => {
    const checked = auth.check(bearerOf(req));
    if (!checked.ok) return { ok: false, status: 401, message: checked.message };
    const { user } = checked.session;
    return {
      ok: true,
      identity: {
        tenant: user.tenantId,
        person: { id: user.id, name: user.name },
        admin: user.permissionsValues.some((permission) => ADMIN_PERMISSIONS.includes(permission)),
      },
    };
  };
  const engine = recordsEngine({
    collections: collectionsOf((resource) => store.data[RECORD_COLLECTIONS[resource]]),
    changed: (resource, ...ids) => store.changed(RECORD_COLLECTIONS[resource], ...ids),
    verify,
    now,
  });
  return [engine, recordsErrors(logger)];
}
