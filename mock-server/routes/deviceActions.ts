import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { deviceTitle } from '../../src/domain/device';
import type { Device, Screenshot } from '../db/types';
import { isRefusal, type Refusal, type Tx } from '../db/transaction';
import { badRequest, ERROR_CODES, fail, ok } from '../envelope';
import { handle } from '../errors';
import { renderScreenshot, renderThumbnail } from '../images/screenshot';
import { readBody, readQuery } from '../validate';
import type { AppContext } from './context';
import { answerOutcome } from './outcome';
import { adminOnly, ownDevice, ownedBy, tenantOf } from './scope';
import { deviceView } from './views';

export interface DeviceActionOptions {
  /** How long a display takes to send a screenshot after a request. */
  screenshotDelayMs?: number;
}

export const DEFAULT_SCREENSHOT_DELAY_MS = 1500;
/** Longest label or group name. */
export const DEVICE_TEXT_MAX = 64;
/** Most devices one screenshot read may name. */
export const SCREENSHOTS_PER_READ_MAX = 100;

const jpegDataUrl = (base64: string): string => `data:image/jpeg;base64,${base64}`;

/**
 * Device actions of the device-control backend (000 §7 Devices): screenshots, device info, forced configuration
 * reload, unlink, group and label. A screenshot request makes the display send a new picture after a short delay.
 */
export function deviceActionRoutes({ store, auth }: AppContext, options: DeviceActionOptions = {}): Router {
  const router = Router();
  const guard = adminOnly(auth);
  const delayMs = options.screenshotDelayMs ?? DEFAULT_SCREENSHOT_DELAY_MS;
  /** Requests waiting for their picture, by device id. */
  const pending = new Map<string, string>();

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

  /** The device of the caller's tenant as the transaction finds it now, or the 404 refusal. */
  const currentDevice = (tx: Tx, res: Response, id: string): Device | Refusal =>
    tx.find('devices', id, tenantOf(res)) ?? tx.refuse(404, ERROR_CODES.NOT_FOUND, `Device ${id} not found`);

  /** Unlink: the device leaves the tenant with its configuration and screenshots. */
  router.delete(
    '/device',
    ...guard,
    handle(async (req, res) => {
      if (req.query.isDevice !== 'false') return badRequest(res, 'Only isDevice=false (unlink) is supported');
      const id = readQuery(req, res, 'id');
      if (id === null) return;
      const outcome = await store.transaction({}, (tx) => {
        const device = currentDevice(tx, res, id);
        if (isRefusal(device)) return device;
        pending.delete(device.id);
        tx.remove('devices', device.id);
        tx.data.configurations = tx.data.configurations.filter((config) => config.deviceId !== device.id);
        tx.data.screenshots = tx.data.screenshots.filter((shot) => shot.deviceId !== device.id);
        tx.changed('configurations');
        tx.changed('screenshots');
        return device.id;
      });
      answerOutcome(res, outcome, (unlinked) => ok(res, { id: unlinked, unlinked: true }));
    }),
  );

  /** Reads {value} for a label or group: trimmed, at most DEVICE_TEXT_MAX characters; blank clears. */
  const readText = (req: Request, res: Response): string | null | undefined => {
    const body = readBody(req, res, { value: 'string' });
    if (!body) return undefined;
    const value = body.value.trim();
    if (value.length > DEVICE_TEXT_MAX) {
      badRequest(res, `The value can be at most ${DEVICE_TEXT_MAX} characters long`);
      return undefined;
    }
    return value === '' ? null : value;
  };

  /** A route that sets one text of a device ({value}) in one transaction. */
  const deviceText = (apply: (tx: Tx, device: Device, value: string | null) => void) =>
    handle(async (req, res) => {
      const id = readQuery(req, res, 'id');
      if (id === null) return;
      const value = readText(req, res);
      if (value === undefined) return;
      const outcome = await store.transaction({}, (tx) => {
        const device = currentDevice(tx, res, id);
        if (isRefusal(device)) return device;
        apply(tx, device, value);
        tx.changed('devices', device.id);
        return deviceView(device);
      });
      answerOutcome(res, outcome, (view) => ok(res, view));
    });

  router.post(
    '/device/label',
    ...guard,
    deviceText((_tx, device, value) => {
      device.label = value;
    }),
  );

  /** Sets the device's group; a name the tenant does not have yet becomes a new group. */
  router.post(
    '/device/group',
    ...guard,
    deviceText((tx, device, value) => {
      const tenantId = device.tenantId;
      const groups = ownedBy(tx.data.groups, tenantId);
      const known = groups.find((group) => group.name.toLowerCase() === value?.toLowerCase());
      if (value && !known) {
        tx.insert('groups', { id: `grp-${tenantId}-${randomUUID().slice(0, 8)}`, tenantId, name: value });
      }
      device.group = known?.name ?? value;
    }),
  );

  return router;
}
