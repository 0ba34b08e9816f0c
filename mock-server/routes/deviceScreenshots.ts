import type { RequestHandler } from 'express';
import { Router } from 'express';
import { deviceTitle } from '../../src/domain/device';
import type { Store } from '../db/store';
import type { Screenshot } from '../db/types';
import { badRequest, ERROR_CODES, fail, ok } from '../envelope';
import { renderScreenshot, renderThumbnail } from '../images/screenshot';
import { ownDevice, ownedBy, tenantOf } from './scope';

/** Most devices one screenshot read may name. */
const SCREENSHOTS_PER_READ_MAX = 100;

const jpegDataUrl = (base64: string): string => `data:image/jpeg;base64,${base64}`;

/**
 * Screenshots (000 §7 Devices): a request makes the display send a new picture after `delayMs`; a read answers
 * the latest picture of each of the tenant's devices it names. `pending` holds the requests waiting, by device id.
 */
export function deviceScreenshotRoutes(
  store: Store,
  guard: RequestHandler[],
  pending: Map<string, string>,
  delayMs: number,
): Router {
  const router = Router();
  const takeScreenshot = (deviceId: string): void => {
    pending.delete(deviceId);
    const device = store.data.devices.find((candidate) => candidate.id === deviceId);
    if (!device) return;
    const now = new Date();
    const title = deviceTitle(device);
    const shot: Screenshot = {
      tenantId: device.tenantId,
      deviceId,
      takenAt: now.toISOString(),
      image: renderScreenshot(title, device.modelId, now).toString('base64'),
      thumbnail: renderThumbnail(title, device.modelId, now).toString('base64'),
    };
    store.data.screenshots = store.data.screenshots.filter((old) => old.deviceId !== deviceId).concat(shot);
    store.changed('screenshots');
  };

  router.get('/device/screenshot', ...guard, (req, res) => {
    const ids = String(req.query.devices ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) return badRequest(res, 'Missing query parameter "devices"');
    if (ids.length > SCREENSHOTS_PER_READ_MAX)
      return badRequest(res, `At most ${SCREENSHOTS_PER_READ_MAX} devices per request`);
    const thumbnail = req.query.thumbnail === 'true';
    const tenantId = tenantOf(res);
    const own = new Set(ownedBy(store.data.devices, tenantId).map((device) => device.id));
    const shots = new Map(ownedBy(store.data.screenshots, tenantId).map((shot) => [shot.deviceId, shot]));
    const result = ids
      .filter((id) => own.has(id))
      .map((deviceId) => {
        const shot = shots.get(deviceId);
        return {
          deviceId,
          takenAt: shot?.takenAt ?? null,
          image: shot ? jpegDataUrl(thumbnail ? shot.thumbnail : shot.image) : null,
          requestedAt: pending.get(deviceId) ?? null,
        };
      });
    ok(res, result);
  });

  router.post('/device/screenshot/request', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'deviceId');
    if (!device) return;
    if (device.status === 0)
      return fail(res, 409, ERROR_CODES.DEVICE_OFFLINE, `Device ${device.id} is offline`);
    let requestedAt = pending.get(device.id);
    if (!requestedAt) {
      requestedAt = new Date().toISOString();
      pending.set(device.id, requestedAt);
      setTimeout(() => takeScreenshot(device.id), delayMs).unref();
    }
    ok(res, { deviceId: device.id, requestedAt });
  });

  return router;
}
