import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { ERROR_CODES, fail, ok } from '../envelope';
import type { AppContext } from './context';
import { deviceScreenshotRoutes } from './deviceScreenshots';
import { deviceWriteRoutes } from './deviceWrites';
import { adminOnly, ownDevice } from './scope';

export interface DeviceActionOptions {
  /** How long a display takes to send a screenshot after a request. */
  screenshotDelayMs?: number;
}

const DEFAULT_SCREENSHOT_DELAY_MS = 1500;

/**
 * Device actions of the device-control backend (000 §7 Devices): screenshots, device info, forced configuration
 * reload, unlink, group and label. A screenshot request makes the display send a new picture after a short delay.
 */
export function deviceActionRoutes({ store, auth }: AppContext, options: DeviceActionOptions = {}): Router {
  const router = Router();
  const guard = adminOnly(auth);
  /** Requests waiting for their picture, by device id. */
  const pending = new Map<string, string>();
  router.use(
    deviceScreenshotRoutes(store, guard, pending, options.screenshotDelayMs ?? DEFAULT_SCREENSHOT_DELAY_MS),
  );

  router.get('/device/info', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'id');
    if (!device) return;
    const { id, serialNumber, modelId, ipAddress, status, firmwareVersion, osVersion, appVersion } = device;
    const lastConnected = device.lastConnected;
    ok(res, {
      id,
      serialNumber,
      modelId,
      ipAddress,
      status,
      firmwareVersion,
      osVersion,
      appVersion,
      lastConnected,
    });
  });

  router.post('/device/configuration/reload', ...guard, (req, res) => {
    const device = ownDevice(store, req, res, 'deviceId');
    if (!device) return;
    if (!device.configId)
      return fail(res, 409, ERROR_CODES.DEVICE_NOT_CONFIGURED, `Device ${device.id} has no configuration`);
    ok(res, { deviceId: device.id, requestId: randomUUID(), requestedAt: new Date().toISOString() });
  });

  router.use(deviceWriteRoutes(store, guard, pending));
  return router;
}
