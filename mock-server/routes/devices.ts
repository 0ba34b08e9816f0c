import { createHash } from 'node:crypto';
import { TENANT_CHECK_MAX } from '../../src/contract/constants';
import { Router } from 'express';
import { requireAdmin, sessionOf } from '../auth';
import { badRequest, notFound, ok, okBody } from '../envelope';
import { readQuery } from '../validate';
import type { AppContext } from './context';
import { deviceView } from './views';

interface CachedAnswer {
  version: number;
  body: Buffer;
  etag: string;
}

const cachedAnswer = (version: number, value: unknown): CachedAnswer => {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
  return { version, body, etag };
};

/** Device calls of the device-control backend (000 §7), for administrators of the caller's tenant only. */
export function deviceRoutes({ store, auth }: AppContext): Router {
  const router = Router();
  router.use('/device', auth.requireSession(), requireAdmin);

  // The whole list is serialized once per tenant and data version: 10,000 devices answer from memory.
  const listCache = new Map<string, CachedAnswer>();
  const listAnswer = (tenantId: string): CachedAnswer => {
    const version = store.version('devices');
    const cached = listCache.get(tenantId);
    if (cached && cached.version === version) return cached;
    const items = store.data.devices.filter((device) => device.tenantId === tenantId).map(deviceView);
    const answer = cachedAnswer(version, okBody({ items }));
    listCache.set(tenantId, answer);
    return answer;
  };

  router.get('/device/all', (_req, res) => {
    const { body, etag } = listAnswer(sessionOf(res).user.tenantId);
    res.set('ETag', etag).type('json').send(body);
  });

  // Which of the given devices belong to the caller's tenant (000 §7; the answer's shape is ours). A device of
  // another tenant is reported like an unknown one, so the answer tells nothing about other tenants.
  router.get('/device/tenant', (req, res) => {
    const list = readQuery(req, res, 'deviceIds');
    if (list === null) return;
    const ids = [...new Set(list.split(',').map((id) => id.trim()))].filter((id) => id !== '');
    if (ids.length === 0) return badRequest(res, 'No device id in "deviceIds"');
    if (ids.length > TENANT_CHECK_MAX)
      return badRequest(res, `At most ${TENANT_CHECK_MAX} device ids at a time, not ${ids.length}`);
    const { tenantId } = sessionOf(res).user;
    const names = new Map(
      store.data.devices
        .filter((device) => device.tenantId === tenantId)
        .map((device) => [device.id, device.name]),
    );
    ok(res, {
      items: ids.map((id) => ({ id, inTenant: names.has(id), name: names.get(id) ?? null })),
    });
  });

  router.get('/device', (req, res) => {
    const id = readQuery(req, res, 'id');
    if (id === null) return;
    const { tenantId } = sessionOf(res).user;
    // A device of another tenant does not exist for the caller.
    const device = store.data.devices.find(
      (candidate) => candidate.id === id && candidate.tenantId === tenantId,
    );
    if (!device) return notFound(res, `Device ${id} not found`);
    ok(res, deviceView(device));
  });

  return router;
}
